import { type Campaign, type CampaignAction, campaignActionsFor } from '@earshot/validators';
import { Group } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import {
  type CampaignListMessageKey,
  useCampaignListMessage,
} from '../i18n/campaignList/useCampaignListMessage.ts';
import * as styles from './CampaignStatusActions.css.ts';
import { useCampaignLifecycle } from './useCampaignLifecycle.tsx';

/** Props of {@link CampaignStatusActions}. */
export interface CampaignStatusActionsProps {
  /** The advertiser the campaign belongs to. */
  advertiserId: string;
  /** The campaign whose status the buttons change. */
  campaign: Campaign;
  /**
   * Renders nothing, for roles that cannot change campaigns.
   * @default false
   */
  readOnly?: boolean;
  /**
   * Called instead of launching through the API, e.g. by an editor that saves its form first and
   * then launches the campaign itself.
   * @default undefined: Launch asks the API to launch the campaign
   */
  onLaunch?: () => void;
}

const VARIANT: Record<CampaignAction, ButtonProps['variant']> = {
  launch: 'primary',
  pause: 'secondary',
  resume: 'primary',
  end: 'secondary',
};

/**
 * The buttons changing a campaign's status, as its status allows: Launch for a draft; Pause, Resume
 * and End for a scheduled, running or paused one (End asks first); none for a completed one.
 */
export function CampaignStatusActions({
  advertiserId,
  campaign,
  readOnly = false,
  onLaunch,
}: CampaignStatusActionsProps) {
  const t = useCampaignListMessage();
  const { request, pending, dialog } = useCampaignLifecycle(advertiserId);
  const actions = campaignActionsFor(campaign.status);
  if (readOnly) return null;
  const busy = pending?.campaignId === campaign.id;
  // The dialog stays outside the group: ending a campaign leaves it no action, and the dialog has to close.
  return (
    <>
      {actions.length === 0 ? null : (
        <Group
          className={styles.group}
          aria-label={t('campaigns.lifecycle.actions', { name: campaign.name })}
        >
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={VARIANT[action]}
              className={action === 'end' ? styles.end : undefined}
              isPending={busy && pending?.action === action}
              isDisabled={busy && pending?.action !== action}
              onPress={() => (action === 'launch' && onLaunch ? onLaunch() : request(campaign, action))}
            >
              {t(`campaigns.lifecycle.action.${action}` as CampaignListMessageKey)}
            </Button>
          ))}
        </Group>
      )}
      {dialog}
    </>
  );
}
