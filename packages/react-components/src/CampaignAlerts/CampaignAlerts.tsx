import { canEdit } from '@earshot/validators';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAdvertiser, useAlerts } from '../hooks/readHooks.ts';
import { useDismissAlert } from '../hooks/writeHooks.ts';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
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
  const t = useCampaignMessage();
  const format = useFormatters();
  const headingId = useId();
  const alerts = useAlerts(advertiserId);
  const advertiser = useAdvertiser(advertiserId);
  const dismiss = useDismissAlert();
  const mayDismiss = canEdit(userRole ?? advertiser.data?.user_role);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {t('campaigns.alerts.title')}
      </Heading>
      <QueryStates
        query={alerts}
        loading={<Skeleton lines={3} label={t('campaigns.alerts.loading')} />}
        loadFailed={t('campaigns.alerts.loadFailed')}
        retryLabel={t('campaigns.alerts.retry')}
        failure={{ variant: 'inline', size: 'small' }}
        isEmpty={(data) => data.alerts.length === 0}
        empty={
          <EmptyState
            headingLevel={headingLevel === 2 ? 3 : 4}
            title={t('campaigns.alerts.empty.title')}
            description={t('campaigns.alerts.empty.description')}
          />
        }
      >
        {(data) => (
          <ul className={styles.list}>
            {data.alerts.map((alert) => {
              const headline = t(`campaigns.alerts.kind.${alert.kind}` as CampaignMessageKey, {
                campaign: alert.campaign_name,
              });
              return (
                <li key={alert.id} className={`${styles.item} ${styles.severityEdge[alert.severity]}`}>
                  <div className={styles.text}>
                    <p className={styles.headline}>{headline}</p>
                    <span className={styles.meta}>
                      {t(`campaigns.alerts.severity.${alert.severity}` as CampaignMessageKey)} ·{' '}
                      {t('campaigns.alerts.since', { date: format.date(alert.created_at) })}
                    </span>
                  </div>
                  <div className={styles.actions}>
                    <Link
                      href={campaignHref(alert.campaign_id)}
                      aria-label={t('campaigns.alerts.openNamed', { campaign: alert.campaign_name })}
                    >
                      {t('campaigns.alerts.open')}
                    </Link>
                    {mayDismiss && advertiserId ? (
                      <Button
                        variant="secondary"
                        size="small"
                        isPending={dismiss.isPending && dismiss.variables?.alertId === alert.id}
                        onPress={() => dismiss.mutate({ advertiserId, alertId: alert.id })}
                        aria-label={t('campaigns.alerts.dismissNamed', { alert: headline })}
                      >
                        {t('campaigns.alerts.dismiss')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
