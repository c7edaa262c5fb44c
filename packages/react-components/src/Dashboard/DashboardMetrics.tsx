import type { Schema } from '@earshot/sdk-core';
import type { DashboardKind } from '@earshot/validators';
import { lazy, Suspense } from 'react';
import { type DashboardTranslate, useDashboardMessage } from '../i18n/dashboard/useDashboardMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { ReportingQueryStates } from '../Reporting/ReportingQueryStates.tsx';
import type { ReportingPeriod } from '../Reporting/reportingPeriod.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { BarChart } from './BarChart.tsx';
import * as styles from './Dashboard.css.ts';
import { type Kpi, KpiTiles } from './KpiTiles.tsx';
import { useDashboardMetrics } from './useDashboardMetrics.ts';

type Metrics = Schema<'MetricsAggregate'>;
type SeriesKey = 'impressions' | 'spend' | 'conversions';

// The lift and its charts belong to the CPA Incrementality dashboard alone: they load when it is shown.
const Incrementality = lazy(async () => ({
  default: (await import('../Incrementality/Incrementality.tsx')).Incrementality,
}));

/** Props of {@link DashboardMetrics}. */
export interface DashboardMetricsProps {
  advertiserId: string;
  kind: DashboardKind;
  period: ReportingPeriod;
}

const KPIS: Record<DashboardKind, readonly (keyof Metrics['totals'])[]> = {
  5: ['impressions', 'reach', 'listens', 'clicks', 'spend', 'cpm'],
  6: ['conversions', 'cpa', 'spend', 'impressions', 'reach', 'clicks'],
  7: ['conversions', 'cpa', 'spend', 'reach'],
};
const CHARTS: Record<DashboardKind, readonly SeriesKey[]> = {
  5: ['impressions', 'spend'],
  6: ['conversions', 'spend'],
  7: ['conversions'],
};
const MONEY = new Set<string>(['spend', 'cpm', 'cpa']);

/** The key figures and daily charts of one dashboard kind, with its loading and failure states. */
export function DashboardMetrics({ advertiserId, kind, period }: DashboardMetricsProps) {
  const t = useDashboardMessage();
  const metrics = useDashboardMetrics(advertiserId, kind, period);
  return (
    <ReportingQueryStates
      query={metrics}
      lines={6}
      loadingLabel={t('dashboard.loading')}
      loadFailed={t('dashboard.metricsFailed')}
      retryLabel={t('dashboard.retry')}
    >
      {(data) => <MetricsPanel metrics={data} kind={kind} advertiserId={advertiserId} period={period} />}
    </ReportingQueryStates>
  );
}

/**
 * The loaded figures of one dashboard kind: its key figures and daily charts, and for CPA
 * Incrementality the lift against the control group over the same period.
 */
function MetricsPanel({ metrics, kind, advertiserId, period }: { metrics: Metrics } & DashboardMetricsProps) {
  const t = useDashboardMessage();
  const format = useFormatters();
  const { totals, series, simulated } = metrics;
  const money = (value: number) => format.currency(value, 'USD');
  const figure = (key: keyof Metrics['totals']) => {
    const value = totals[key];
    if (value === null) return t('dashboard.noValue');
    return MONEY.has(key) ? money(value) : format.number(value);
  };
  const kpis: Kpi[] = KPIS[kind].map((key) => ({
    id: key,
    label: t(`dashboard.kpi.${key}`),
    value: figure(key),
  }));
  const day = (date: string) => format.date(date, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className={styles.panel} data-state="ready">
      {simulated ? <p className={styles.note}>{t('dashboard.simulated')}</p> : null}
      <KpiTiles label={t('dashboard.kpis')} kpis={kpis} />
      {kind === 7 ? (
        <Suspense fallback={<Skeleton lines={4} />}>
          <Incrementality advertiserId={advertiserId} period={period} />
        </Suspense>
      ) : null}
      <div className={styles.charts}>
        {CHARTS[kind].map((key) => {
          const formatValue = key === 'spend' ? money : (value: number) => format.number(value);
          return (
            <BarChart
              key={key}
              title={t(`dashboard.chart.${key}`)}
              summary={chartSummary(t, t(`dashboard.chart.${key}`), series, key, day, formatValue)}
              bars={series.map((point) => ({ key: point.date, label: day(point.date), value: point[key] }))}
              formatValue={formatValue}
              labelHeader={t('dashboard.column.date')}
              tableLabel={t('dashboard.chart.table')}
            />
          );
        })}
      </div>
    </div>
  );
}

/** One sentence naming the chart's period and its highest day. */
function chartSummary(
  t: DashboardTranslate,
  title: string,
  series: Metrics['series'],
  key: SeriesKey,
  day: (date: string) => string,
  formatValue: (value: number) => string,
): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return title;
  const highest = series.reduce((best, point) => (point[key] > best[key] ? point : best), first);
  return t('dashboard.chart.summary', {
    title,
    start: day(first.date),
    end: day(last.date),
    max: formatValue(highest[key]),
    date: day(highest.date),
  });
}
