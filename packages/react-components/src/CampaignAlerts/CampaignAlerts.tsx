import { useId } from 'react';
import { useCampaignAlertMessage } from '../i18n/campaignAlerts/useCampaignAlertMessage.ts';
import { AlertList } from './AlertList.tsx';
import * as styles from './CampaignAlerts.css.ts';

/** Props of {@link CampaignAlerts}. */
export interface CampaignAlertsProps {
  /** The advertiser whose campaigns' alerts are shown. */
  advertiserId: string | null | undefined;
  /**
   * Where a campaign's editor opens.
   * @default (id) => `campaigns/${id}`
   */
  campaignHref?: (campaignId: string) => string;
  /**
   * The user's role on the advertiser; roles 3 and 4 see the alerts without dismissing them.
   * @default the advertiser's `user_role` from the API
   */
  userRole?: number;
  /**
   * The heading level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

const defaultHref = (campaignId: string) => `campaigns/${campaignId}`;

/**
 * The open alerts about the advertiser's campaigns, the most severe first: what is wrong (or about to
 * be: under-delivery is announced while the flight can still be saved), a link to the campaign, and
 * dismissing for roles that edit campaigns. A dismissed alert stays hidden until its cause clears.
 */
export function CampaignAlerts({
  advertiserId,
  campaignHref = defaultHref,
  userRole,
  headingLevel = 2,
}: CampaignAlertsProps) {
  const t = useCampaignAlertMessage();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {t('campaigns.alerts.title')}
      </Heading>
      <AlertList
        advertiserId={advertiserId}
        campaignHref={campaignHref}
        userRole={userRole}
        emptyHeadingLevel={headingLevel === 2 ? 3 : 4}
        emptyDescription={t('campaigns.alerts.empty.description')}
      />
    </section>
  );
}
