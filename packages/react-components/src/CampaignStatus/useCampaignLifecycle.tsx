import type { Campaign, CampaignAction } from '@earshot/validators';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useChangeCampaignStatus } from '../hooks/resources/campaigns.ts';
import {
  type CampaignListMessageKey,
  useCampaignListMessage,
} from '../i18n/campaignList/useCampaignListMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';

/** A lifecycle action on its way to the server. */
export interface PendingCampaignAction {
  campaignId: string;
  action: CampaignAction;
}

/** What {@link useCampaignLifecycle} returns. */
export interface CampaignLifecycle {
  /** Launches, pauses or resumes the campaign at once; asks first before ending it. */
  request(campaign: Campaign, action: CampaignAction): void;
  /** The action the server is doing, or `null`. */
  pending: PendingCampaignAction | null;
  /** The confirmation of ending a campaign: render it once, anywhere. */
  dialog: ReactNode;
}

/**
 * Changes campaigns' status on the advertiser (`changeCampaignStatus`): ending one, which cannot be
 * undone, is confirmed first; a success says so in a toast. A refusal (e.g. 409 when the campaign's
 * status changed meanwhile) needs nothing here: the client shows the server's message as a toast.
 */
export function useCampaignLifecycle(advertiserId: string): CampaignLifecycle {
  const t = useCampaignListMessage();
  const { toasts } = usePlatform();
  const change = useChangeCampaignStatus();
  const [pending, setPending] = useState<PendingCampaignAction | null>(null);
  const [ending, setEnding] = useState<Campaign | null>(null);

  const run = async (campaign: Campaign, action: CampaignAction) => {
    setPending({ campaignId: campaign.id, action });
    try {
      await change.mutateAsync({ advertiserId, campaignId: campaign.id, body: { action } });
      toasts.notify({
        kind: 'success',
        message: t(`campaigns.lifecycle.done.${action}` as CampaignListMessageKey, { name: campaign.name }),
      });
    } catch {
      // Already toasted by the client with the server's message.
    } finally {
      setPending(null);
    }
  };

  const request = (campaign: Campaign, action: CampaignAction) => {
    if (action === 'end') setEnding(campaign);
    else void run(campaign, action);
  };

  const dialog = (
    <ConfirmDialog
      title={t('campaigns.lifecycle.endTitle', { name: ending?.name ?? '' })}
      isOpen={ending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) setEnding(null);
      }}
      onConfirm={() => (ending === null ? undefined : run(ending, 'end'))}
      confirmLabel={t('campaigns.lifecycle.endConfirm')}
      isDestructive
    >
      {t('campaigns.lifecycle.endMessage')}
    </ConfirmDialog>
  );

  return { request, pending, dialog };
}
