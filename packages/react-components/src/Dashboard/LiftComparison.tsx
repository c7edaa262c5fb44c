import type { Schema } from '@earshot/sdk-core';
import { useId } from 'react';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { BarChart } from './BarChart.tsx';
import * as styles from './Dashboard.css.ts';
import { KpiTiles } from './KpiTiles.tsx';

/** Props of {@link LiftComparison}. */
export interface LiftComparisonProps {
  /** The lift of `aggregate_cpa?useLift=true`; null while the control group has no conversion. */
  lift: Schema<'MetricsLift'> | null;
}

/** The incrementality of the CPA Incrementality dashboard: lift figures and exposed against control rates. */
export function LiftComparison({ lift }: LiftComparisonProps) {
  const t = useReportingMessage();
  const format = useFormatters();
  const titleId = useId();
  const rate = (value: number) => format.percent(value, 2);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('dashboard.lift.title')}
      </h2>
      <p className={styles.note}>{t('dashboard.lift.description')}</p>
      {lift ? (
        <>
          <KpiTiles
            label={t('dashboard.lift.title')}
            kpis={[
              {
                id: 'lift',
                label: t('dashboard.lift.percent'),
                value: format.percent(lift.lift_percent / 100),
              },
              {
                id: 'incremental',
                label: t('dashboard.lift.incremental'),
                value: format.number(lift.incremental_conversions, { maximumFractionDigits: 1 }),
              },
              {
                id: 'exposed',
                label: t('dashboard.lift.exposed'),
                value: rate(lift.exposed_conversion_rate),
              },
              {
                id: 'control',
                label: t('dashboard.lift.control'),
                value: rate(lift.control_conversion_rate),
              },
              {
                id: 'confidence',
                label: t('dashboard.lift.confidence'),
                value: format.percent(lift.confidence),
              },
            ]}
          />
          <BarChart
            title={t('dashboard.lift.rate')}
            summary={t('dashboard.lift.chart')}
            bars={[
              {
                key: 'exposed',
                label: t('dashboard.lift.exposedGroup'),
                value: lift.exposed_conversion_rate,
              },
              {
                key: 'control',
                label: t('dashboard.lift.controlGroup'),
                value: lift.control_conversion_rate,
              },
            ]}
            formatValue={rate}
            labelHeader={t('dashboard.lift.group')}
            tableLabel={t('dashboard.chart.table')}
          />
        </>
      ) : (
        <p role="status">{t('dashboard.lift.none')}</p>
      )}
    </section>
  );
}
