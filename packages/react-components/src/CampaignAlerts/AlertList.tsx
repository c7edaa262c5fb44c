import { canEdit } from '@earshot/validators';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAdvertiser } from '../hooks/resources/advertisers.ts';
import { useAlerts, useDismissAlert } from '../hooks/resources/alerts.ts';
import {
  type CampaignAlertMessageKey,
  useCampaignAlertMessage,
} from '../i18n/campaignAlerts/useCampaignAlertMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './AlertList.css.ts';

/** Props of {@link AlertList}. */
export interface AlertListProps {
  /** The advertiser whose campaigns' alerts are listed. */
  advertiserId: string | null | undefined;
  /** Where a campaign's editor opens. */
  campaignHref: (campaignId: string) => string;
  /**
   * The user's role on the advertiser; roles 3 and 4 see the alerts without dismissing them.
   * @default the advertiser's `user_role` from the API
   */
  userRole?: number | undefined;
  /** The level of the empty state's heading, to fit the outline around the list. */
  emptyHeadingLevel: 2 | 3 | 4;
  /** What the empty state says under its heading. */
  emptyDescription: string;
  /**
   * Called when a link to a campaign is followed, e.g. to close the popover the list is in.
   * @default undefined
   */
  onFollow?: () => void;
}

/**
 * The open alerts about the advertiser's campaigns, as the API orders them (the most severe first),
 * with their loading, failure and empty states: each names what is wrong, links to its campaign and,
 * for roles that edit campaigns, can be dismissed.
 */
export function AlertList({
  advertiserId,
  campaignHref,
  userRole,
  emptyHeadingLevel,
  emptyDescription,
  onFollow,
}: AlertListProps) {
  const t = useCampaignAlertMessage();
  const format = useFormatters();
  const alerts = useAlerts(advertiserId);
  const advertiser = useAdvertiser(advertiserId);
  const dismiss = useDismissAlert();
  const mayDismiss = canEdit(userRole ?? advertiser.data?.user_role);
  return (
    <QueryStates
      query={alerts}
      loading={<Skeleton lines={3} label={t('campaigns.alerts.loading')} />}
      loadFailed={t('campaigns.alerts.loadFailed')}
      retryLabel={t('campaigns.alerts.retry')}
      failure={{ variant: 'inline', size: 'small' }}
      isEmpty={(data) => data.alerts.length === 0}
      empty={
        <EmptyState
          headingLevel={emptyHeadingLevel}
          title={t('campaigns.alerts.empty.title')}
          description={emptyDescription}
        />
      }
    >
      {(data) => (
        <ul className={styles.list}>
          {data.alerts.map((alert) => {
            const headline = t(`campaigns.alerts.kind.${alert.kind}` as CampaignAlertMessageKey, {
              campaign: alert.campaign_name,
            });
            return (
              <li key={alert.id} className={`${styles.item} ${styles.severityEdge[alert.severity]}`}>
                <div className={styles.text}>
                  <p className={styles.headline}>{headline}</p>
                  <span className={styles.meta}>
                    {t(`campaigns.alerts.severity.${alert.severity}` as CampaignAlertMessageKey)} ·{' '}
                    {t('campaigns.alerts.since', { date: format.date(alert.created_at) })}
                  </span>
                </div>
                <div className={styles.actions}>
                  <Link
                    href={campaignHref(alert.campaign_id)}
                    onPress={onFollow}
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
  );
}
