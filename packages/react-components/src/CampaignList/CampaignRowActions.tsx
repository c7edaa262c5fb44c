import type { Campaign, CampaignAction } from '@earshot/validators';
import { Button } from '../Button/Button.tsx';
import { useLoadOnReach } from '../hooks/useLoadOnReach.ts';
import { useCampaignListMessage } from '../i18n/campaignList/useCampaignListMessage.ts';

/** Props of {@link CampaignRowActions}. */
export interface CampaignRowActionsProps {
  campaign: Campaign;
  /** Where the campaign's editor opens. */
  href: string;
  /** Only Edit (as view) is offered. */
  readOnly: boolean;
  /** Whether a status change of this campaign is on its way: the status actions wait for it. */
  changingStatus: boolean;
  onStatusAction: (campaign: Campaign, action: CampaignAction) => void;
  onDuplicate: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

// The menu's code (React Aria's menus and their collections) loads when the user reaches for a row's actions.
const loadMenu = () => import('./CampaignRowMenu.tsx');

/**
 * The actions of one campaign: edit, the status changes its status allows, duplicate, delete. Until
 * the user reaches for them, the button is a stand-in of the same look and name (see `useLoadOnReach`).
 */
export function CampaignRowActions(props: CampaignRowActionsProps) {
  const t = useCampaignListMessage();
  const { loaded, standInProps, autoFocus, openOnMount } = useLoadOnReach(loadMenu);
  if (loaded) return <loaded.CampaignRowMenu {...props} autoFocus={autoFocus} openOnMount={openOnMount} />;
  return (
    <Button
      variant="quiet"
      size="small"
      aria-label={t('campaigns.list.actions', { name: props.campaign.name })}
      aria-haspopup="true"
      aria-expanded={false}
      {...standInProps}
    >
      ⋯
    </Button>
  );
}
