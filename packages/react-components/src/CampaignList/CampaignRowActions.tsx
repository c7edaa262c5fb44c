import type { Campaign } from '@earshot/validators';
import { Button } from '../Button/Button.tsx';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu.tsx';

/** Props of {@link CampaignRowActions}. */
export interface CampaignRowActionsProps {
  campaign: Campaign;
  /** Where the campaign's editor opens. */
  href: string;
  /** Only Edit (as view) is offered. */
  readOnly: boolean;
  onDuplicate: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

/** The actions of one campaign: edit, duplicate, delete. */
export function CampaignRowActions({
  campaign,
  href,
  readOnly,
  onDuplicate,
  onDelete,
}: CampaignRowActionsProps) {
  const t = useCampaignMessage();
  return (
    <MenuTrigger>
      <Button variant="quiet" size="small" aria-label={t('campaigns.list.actions', { name: campaign.name })}>
        ⋯
      </Button>
      <Menu
        onAction={(key) => {
          if (key === 'duplicate') onDuplicate(campaign);
          if (key === 'delete') onDelete(campaign);
        }}
      >
        <MenuItem id="edit" href={href}>
          {t('campaigns.list.edit')}
        </MenuItem>
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
