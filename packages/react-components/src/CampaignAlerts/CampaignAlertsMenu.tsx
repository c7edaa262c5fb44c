import { useState } from 'react';
import { Button, DialogTrigger, Heading } from 'react-aria-components';
import { useAlerts } from '../hooks/readHooks.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Popover } from '../Popover/Popover.tsx';
import { AlertList } from './AlertList.tsx';
import * as styles from './CampaignAlertsMenu.css.ts';

/** Props of {@link CampaignAlertsMenu}. */
export interface CampaignAlertsMenuProps {
  /** The advertiser whose campaigns' alerts are counted and listed. */
  advertiserId: string | null | undefined;
  /** Where a campaign's editor opens: an absolute path, as the menu sits on every page. */
  campaignHref: (campaignId: string) => string;
  /**
   * The user's role on the advertiser; roles 3 and 4 see the alerts without dismissing them.
   * @default the advertiser's `user_role` from the API
   */
  userRole?: number;
}

/** Above this many open alerts the badge reads "9+". */
const BADGE_MAX = 9;

/**
 * The notification centre of an app header: a bell whose badge (`data-badge` on the button) counts
 * the open alerts about the advertiser's campaigns, and whose accessible name says the real count
 * ("Alerts, 12 open"), opening a panel that lists them as the dashboard does. Following a campaign
 * link closes the panel; the count follows the alerts query, so it drops after a dismiss and
 * whenever the alerts load again.
 */
export function CampaignAlertsMenu({ advertiserId, campaignHref, userRole }: CampaignAlertsMenuProps) {
  const t = useCampaignMessage();
  const format = useFormatters();
  const [isOpen, setOpen] = useState(false);
  const count = useAlerts(advertiserId).data?.alerts.length;
  let badge: string | undefined;
  if (count) badge = count > BADGE_MAX ? `${format.number(BADGE_MAX)}+` : format.number(count);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        className={styles.trigger}
        aria-label={
          count === undefined ? t('campaigns.alerts.title') : t('campaigns.alerts.menu.label', { count })
        }
        data-badge={badge}
      >
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
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
