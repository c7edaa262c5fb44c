import { Button, DialogTrigger, Heading } from 'react-aria-components';
import { useOpenAfterMount } from '../hooks/useOpenAfterMount.ts';
import { useCampaignAlertMessage } from '../i18n/campaignAlerts/useCampaignAlertMessage.ts';
import { Popover } from '../Popover/Popover.tsx';
import { AlertList } from './AlertList.tsx';
import * as styles from './CampaignAlertsMenu.css.ts';
import { BellIcon, type CampaignAlertsMenuProps, useAlertsBell } from './CampaignAlertsMenu.tsx';

/** Props of {@link CampaignAlertsMenuControl}: the menu's, and how it replaces its stand-in. */
export interface CampaignAlertsMenuControlProps extends CampaignAlertsMenuProps {
  /** Focus the bell on mount: it replaces the stand-in that had focus. */
  autoFocus: boolean;
  /** Open the panel once the bell has focus: the stand-in was pressed before this code arrived. */
  openOnMount: boolean;
}

/** The {@link CampaignAlertsMenu} itself, loaded when the user first reaches for it. */
export function CampaignAlertsMenuControl({
  advertiserId,
  campaignHref,
  userRole,
  autoFocus,
  openOnMount,
}: CampaignAlertsMenuControlProps) {
  const t = useCampaignAlertMessage();
  const { label, badge } = useAlertsBell(advertiserId);
  const [isOpen, setOpen] = useOpenAfterMount(openOnMount);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={styles.trigger} aria-label={label} data-badge={badge} autoFocus={autoFocus}>
        <BellIcon />
      </Button>
      <Popover placement="bottom end" className={styles.panel}>
        <div className={styles.content}>
          <Heading slot="title" level={2} className={styles.title}>
            {t('campaigns.alerts.title')}
          </Heading>
          <AlertList
            advertiserId={advertiserId}
            campaignHref={campaignHref}
            userRole={userRole}
            emptyHeadingLevel={3}
            emptyDescription={t('campaigns.alerts.menu.emptyDescription')}
            onFollow={() => setOpen(false)}
          />
        </div>
      </Popover>
    </DialogTrigger>
  );
}
