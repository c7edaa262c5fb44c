import { PageHeader, useAggregateMetrics, useFormatters } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { QueryView } from './QueryView.tsx';
import * as styles from './screen.css.ts';
import { useActiveAdvertiser } from './useActiveAdvertiser.ts';

/** dashboard: the default landing, with the advertiser's delivery totals of the last 30 days. */
export function DashboardScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const metrics = useAggregateMetrics(advertiser.uuid);
  return (
    <>
      <PageHeader title={t('navigation.dashboard')} description={advertiser.name} />
      <section className={styles.section} aria-labelledby="dashboard-totals">
        <h2 id="dashboard-totals" className={styles.sectionTitle}>
          {t('dashboard.totals')}
        </h2>
        <QueryView query={metrics}>
          {({ totals }) => (
            <dl className={styles.figures}>
              {(
                [
                  [t('column.impressions'), format.number(totals.impressions)],
                  [t('column.reach'), format.number(totals.reach)],
                  [t('column.spend'), format.currency(totals.spend, 'USD')],
                  [t('column.cpm'), format.currency(totals.cpm, 'USD')],
                  [t('column.conversions'), format.number(totals.conversions)],
                  [t('column.cpa'), totals.cpa === null ? '—' : format.currency(totals.cpa, 'USD')],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className={styles.figure}>
                  <dt>{label}</dt>
                  <dd className={styles.figureValue}>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </QueryView>
      </section>
    </>
  );
}
