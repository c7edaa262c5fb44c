import type { InventorySearchClientOptions } from '@earshot/sdk-core';
import { type Campaign, REPORTING_ROLE } from '@earshot/validators';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useAdvertiser } from '../hooks/resources/advertisers.ts';
import { useCampaign } from '../hooks/resources/campaigns.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './CampaignEditor.css.ts';
import { CampaignEditorForm } from './CampaignEditorForm.tsx';
import type { CampaignEditorTab, TargetingTab } from './campaignTabs.ts';

const VIEW_ONLY_ROLE = 3;

/** Props of {@link CampaignEditor}. */
export interface CampaignEditorProps {
  /** The advertiser the campaign belongs to. */
  advertiserId: string;
  /** The campaign to edit, or `'new'` to create one. */
  campaignId: string;
  /**
   * The open tab, when the host controls it (e.g. from the route `campaigns/{id}/{tab}`). Without it, the
   * editor controls its tab, starting at `defaultTab`.
   * @default undefined
   */
  tab?: CampaignEditorTab;
  /**
   * The tab open first when the editor controls its tab.
   * @default 'general-information'
   */
  defaultTab?: CampaignEditorTab;
  /**
   * Called when the user opens another tab; a host that routes tabs navigates here.
   * @default undefined
   */
  onTabChange?: (tab: CampaignEditorTab) => void;
  /**
   * The open targeting sub-tab, when the host controls it (e.g. from the route
   * `campaigns/{id}/targeting/{sub}`). Without it, the editor controls its sub-tab, starting at
   * `defaultTargetingTab`.
   * @default undefined
   */
  targetingTab?: TargetingTab;
  /** The targeting sub-tab open first when the editor controls it. @default 'geo' */
  defaultTargetingTab?: TargetingTab;
  /**
   * Called when the user opens another targeting sub-tab; a host that routes sub-tabs navigates here.
   * @default undefined
   */
  onTargetingTabChange?: (tab: TargetingTab) => void;
  /**
   * The user's role on the advertiser: 3 (view only) and 4 (reporting) make the editor read-only,
   * 7 (CPA user) holds every campaign to the cost-per-action rules.
   * @default the advertiser's `user_role` from the API
   */
  userRole?: number;
  /**
   * Shows every field without letting anything change.
   * @default true for roles 3 and 4
   */
  readOnly?: boolean;
  /**
   * Called after a save with the campaign as stored; `launched` when Launch saved it.
   * @default undefined
   */
  onSaved?: (campaign: Campaign, details: { created: boolean; launched: boolean }) => void;
  /**
   * Called when unsaved changes appear or disappear, so the host can guard navigation.
   * @default undefined
   */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Where the inventory search service is and its search-only key: the targeting's inventory picker
   * finds shows and stations there. Without it that picker cannot search and says so.
   * @default undefined
   */
  search?: InventorySearchClientOptions;
  /**
   * Where unsaved drafts are kept, keyed by advertiser and campaign; null keeps none.
   * @default the browser's sessionStorage
   */
  draftStorage?: Storage | null;
  /**
   * An extra class on the root element.
   * @default undefined
   */
  className?: string;
}

/**
 * The campaign editor: seven tabs over one form, drafts that survive a reload, CPA rules,
 * server errors next to their fields, and a summary to launch from. Embeddable: the host may
 * control the tab and hear about unsaved changes and saves.
 */
export function CampaignEditor(props: CampaignEditorProps) {
  const t = useCampaignMessage();
  const { advertiserId, campaignId } = props;
  const isNew = campaignId === 'new';
  const advertiser = useAdvertiser(props.userRole === undefined ? advertiserId : null);
  const campaign = useCampaign(advertiserId, isNew ? null : campaignId);
  const role = props.userRole ?? advertiser.data?.user_role;
  const readOnly = props.readOnly ?? (role === VIEW_ONLY_ROLE || role === REPORTING_ROLE);
  const ids = `${advertiserId}/${campaignId}`;
  // One form per campaign opened; a host that opens the campaign just created here by its id
  // (campaigns/new → campaigns/{id}) keeps the same form, with its tab and its save message.
  const [opened, setOpened] = useState({ ids, createdId: null as string | null, form: 0 });
  if (opened.ids !== ids) {
    const adopted = opened.createdId !== null && ids === `${advertiserId}/${opened.createdId}`;
    setOpened({ ids, createdId: null, form: adopted ? opened.form : opened.form + 1 });
  }

  if (!isNew && campaign.isError) {
    return (
      <div className={styles.editor} role="alert">
        <p>{t('campaigns.editor.loadFailed')}</p>
        <Button variant="secondary" onPress={() => campaign.refetch()}>
          {t('campaigns.retry')}
        </Button>
      </div>
    );
  }
  if ((!isNew && !campaign.data) || (props.userRole === undefined && advertiser.isPending)) {
    return (
      <div className={styles.editor}>
        <Skeleton lines={6} label={t('campaigns.loading')} />
      </div>
    );
  }
  return (
    <CampaignEditorForm
      key={opened.form}
      {...props}
      campaign={isNew ? null : (campaign.data as Campaign)}
      readOnly={readOnly}
      role={role}
      onSaved={(stored, details) => {
        if (details.created) setOpened((current) => ({ ...current, createdId: stored.id }));
        props.onSaved?.(stored, details);
      }}
    />
  );
}
