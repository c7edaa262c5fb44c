import { Button } from 'react-aria-components';
import { useAlerts } from '../hooks/resources/alerts.ts';
import { useLoadOnReach } from '../hooks/useLoadOnReach.ts';
import { useCampaignAlertMessage } from '../i18n/campaignAlerts/useCampaignAlertMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
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

/** The bell button's name ("Alerts, 12 open") and badge ("9+"), from the advertiser's open alerts. */
export function useAlertsBell(advertiserId: string | null | undefined) {
  const t = useCampaignAlertMessage();
  const format = useFormatters();
  const count = useAlerts(advertiserId).data?.alerts.length;
  let badge: string | undefined;
  if (count) badge = count > BADGE_MAX ? `${format.number(BADGE_MAX)}+` : format.number(count);
  const label =
    count === undefined ? t('campaigns.alerts.title') : t('campaigns.alerts.menu.label', { count });
  return { label, badge };
}

/** The bell drawn on the button. */
export function BellIcon() {
  return (
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
  );
}

// The panel's code (React Aria's overlays and dialog, the alert list) loads when the user reaches for it.
const loadPanel = () => import('./CampaignAlertsMenuControl.tsx');

/**
 * The notification centre of an app header: a bell whose badge (`data-badge` on the button) counts
 * the open alerts about the advertiser's campaigns, and whose accessible name says the real count
 * ("Alerts, 12 open"), opening a panel that lists them as the dashboard does. Following a campaign
 * link closes the panel; the count follows the alerts query, so it drops after a dismiss and
 * whenever the alerts load again. Until the user reaches for it, the bell is a stand-in of the same
 * look and name (see `useLoadOnReach`).
 */
export function CampaignAlertsMenu(props: CampaignAlertsMenuProps) {
  const { label, badge } = useAlertsBell(props.advertiserId);
  const { loaded, standInProps, autoFocus, openOnMount } = useLoadOnReach(loadPanel);
  if (loaded) {
    return <loaded.CampaignAlertsMenuControl {...props} autoFocus={autoFocus} openOnMount={openOnMount} />;
  }
  return (
    <Button
      className={styles.trigger}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-badge={badge}
      {...standInProps}
    >
      <BellIcon />
    </Button>
  );
}
