import {
  CAMPAIGN_ACTIONS,
  type Campaign,
  type CampaignAction,
  campaignActionsFor,
} from '@earshot/validators';
import type { Key } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu.tsx';

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

const isCampaignAction = (key: Key): key is CampaignAction =>
  CAMPAIGN_ACTIONS.some((action) => action === key);

/** The actions of one campaign: edit, the status changes its status allows, duplicate, delete. */
export function CampaignRowActions({
  campaign,
  href,
  readOnly,
  changingStatus,
  onStatusAction,
  onDuplicate,
  onDelete,
}: CampaignRowActionsProps) {
  const t = useCampaignMessage();
  const statusActions = readOnly ? [] : campaignActionsFor(campaign.status);
  return (
    <MenuTrigger>
      <Button variant="quiet" size="small" aria-label={t('campaigns.list.actions', { name: campaign.name })}>
        ⋯
      </Button>
      <Menu
        disabledKeys={changingStatus ? statusActions : []}
        onAction={(key) => {
          if (isCampaignAction(key)) onStatusAction(campaign, key);
          if (key === 'duplicate') onDuplicate(campaign);
          if (key === 'delete') onDelete(campaign);
        }}
      >
        <MenuItem id="edit" href={href}>
          {t('campaigns.list.edit')}
        </MenuItem>
        {statusActions.map((action) => (
          <MenuItem key={action} id={action} isDanger={action === 'end'}>
            {t(`campaigns.lifecycle.action.${action}` as CampaignMessageKey)}
          </MenuItem>
        ))}
        {readOnly ? null : <MenuItem id="duplicate">{t('campaigns.list.duplicate')}</MenuItem>}
        {readOnly ? null : (
          <MenuItem id="delete" isDanger>
            {t('campaigns.list.delete')}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
