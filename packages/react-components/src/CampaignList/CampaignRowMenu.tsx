import { CAMPAIGN_ACTIONS, type CampaignAction, campaignActionsFor } from '@earshot/validators';
import type { Key } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { useOpenAfterMount } from '../hooks/useOpenAfterMount.ts';
import {
  type CampaignListMessageKey,
  useCampaignListMessage,
} from '../i18n/campaignList/useCampaignListMessage.ts';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu.tsx';
import type { CampaignRowActionsProps } from './CampaignRowActions.tsx';

/** Props of {@link CampaignRowMenu}: the row's actions, and how the menu replaces its stand-in. */
export interface CampaignRowMenuProps extends CampaignRowActionsProps {
  /** Focus the button on mount: it replaces the stand-in that had focus. */
  autoFocus: boolean;
  /** Open the menu once the button has focus: the stand-in was pressed before this code arrived. */
  openOnMount: boolean;
}

const isCampaignAction = (key: Key): key is CampaignAction =>
  CAMPAIGN_ACTIONS.some((action) => action === key);

/** The menu of {@link CampaignRowActions}, loaded when the user first reaches for a row's actions. */
export function CampaignRowMenu({
  campaign,
  href,
  readOnly,
  changingStatus,
  onStatusAction,
  onDuplicate,
  onDelete,
  autoFocus,
  openOnMount,
}: CampaignRowMenuProps) {
  const t = useCampaignListMessage();
  const [isOpen, setOpen] = useOpenAfterMount(openOnMount);
  const statusActions = readOnly ? [] : campaignActionsFor(campaign.status);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        variant="quiet"
        size="small"
        aria-label={t('campaigns.list.actions', { name: campaign.name })}
        autoFocus={autoFocus}
      >
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
            {t(`campaigns.lifecycle.action.${action}` as CampaignListMessageKey)}
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
