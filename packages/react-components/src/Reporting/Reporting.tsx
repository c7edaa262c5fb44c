import type { Schema } from '@earshot/sdk-core';
import { lazy, Suspense, useState } from 'react';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { Link } from '../Link/Link.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { BreakdownChart } from './BreakdownChart.tsx';
import { BreakdownTable } from './BreakdownTable.tsx';
import { EventTypesTable } from './EventTypesTable.tsx';
import { ExportReportButtons } from './ExportReportButtons.tsx';
import { useMetricsBreakdown } from './measurementHooks.ts';
import { ReportControls } from './ReportControls.tsx';
import * as styles from './Reporting.css.ts';
import { ReportingQueryStates } from './ReportingQueryStates.tsx';
import {
  breakdownParams,
  defaultReportDefinition,
  previousPeriod,
  type ReportDefinition,
} from './reportDefinition.ts';
import { defaultReportingPeriod, type ReportingPeriod } from './reportingPeriod.ts';
import { useReportFormat } from './useReportFormat.ts';

// The conversion lag and the lift sit below the breakdown: their charts load after the screen's own code.
const ConversionLag = lazy(async () => ({ default: (await import('./ConversionLag.tsx')).ConversionLag }));
const Incrementality = lazy(async () => ({
  default: (await import('../Incrementality/Incrementality.tsx')).Incrementality,
}));

/** Props of {@link Reporting}. */
export interface ReportingProps {
  /** The advertiser whose delivery is reported (its uuid). */
  advertiserId: string;
  /**
   * The period shown first.
   * @default the last 30 days, today included (UTC)
   */
  defaultPeriod?: ReportingPeriod;
  /**
   * The report shown first, besides its period.
   * @default by campaign, impressions, no comparison, all campaigns, a 30-day last-touch attribution
   */
  defaultReport?: Partial<Omit<ReportDefinition, 'period'>>;
  /**
   * Where the advertiser's scheduled reports are (a screen showing `ScheduledReports`); the
   * header links to it.
   * @default no link
   */
  scheduledReportsHref?: string;
}

/**
 * The reporting screen: delivery and conversions broken down by a dimension over a chosen period
 * (optionally against the period before), filtered by campaign and attributed under a chosen window
 * and model; charted, tabulated with totals, exportable as CSV or XLSX; with the conversion lag, the
 * incrementality against the control group and the pixel's conversion events. Nothing on it changes
 * data, so every role sees all of it.
 */
export function Reporting({
  advertiserId,
  defaultPeriod,
  defaultReport,
  scheduledReportsHref,
}: ReportingProps) {
  const t = useReportingMessage();
  const [report, setReport] = useState<ReportDefinition>(() => ({
    ...defaultReportDefinition(defaultPeriod ?? defaultReportingPeriod()),
    ...defaultReport,
  }));
  const breakdown = useMetricsBreakdown(advertiserId, breakdownParams(report));
  const previous = useMetricsBreakdown(
    report.compare ? advertiserId : null,
    breakdownParams(report, previousPeriod(report.period)),
  );
  return (
    <section className={styles.root}>
      <PageHeader
        title={t('reporting.title')}
        description={t('reporting.description')}
        actions={
          scheduledReportsHref ? (
            <Link href={scheduledReportsHref}>{t('reporting.scheduledReports')}</Link>
          ) : null
        }
      />
      <ReportControls advertiserId={advertiserId} report={report} onChange={setReport} />
      <p className={styles.note}>{t('reporting.conversionsNote')}</p>
      <ReportingQueryStates
        query={breakdown}
        lines={8}
        loadingLabel={t('reporting.loading')}
        loadFailed={t('reporting.failed')}
      >
        {(current) =>
          report.compare ? (
            <ReportingQueryStates
              query={previous}
              lines={8}
              loadingLabel={t('reporting.loading')}
              loadFailed={t('reporting.previousFailed')}
            >
              {(before) => <BreakdownView report={report} breakdown={current} previous={before} />}
            </ReportingQueryStates>
          ) : (
            <BreakdownView report={report} breakdown={current} />
          )
        }
      </ReportingQueryStates>
      <div className={styles.charts}>
        <Suspense fallback={<Skeleton lines={6} label={t('reporting.loading')} />}>
          <ConversionLag advertiserId={advertiserId} report={report} />
        </Suspense>
        <Suspense fallback={<Skeleton lines={6} label={t('reporting.loading')} />}>
          <Incrementality
            advertiserId={advertiserId}
            period={report.period}
            campaignIds={report.campaignIds}
          />
        </Suspense>
      </div>
      <EventTypesTable advertiserId={advertiserId} />
    </section>
  );
}

/** The loaded breakdown: its export, its chart (unless empty) and its table with totals. */
function BreakdownView({
  report,
  breakdown,
  previous,
}: {
  report: ReportDefinition;
  breakdown: Schema<'MetricsBreakdown'>;
  previous?: Schema<'MetricsBreakdown'>;
}) {
  const format = useReportFormat();
  return (
    <div className={styles.section} data-state="ready">
      <ExportReportButtons
        dimension={report.dimension}
        dates={breakdownParams(report)}
        breakdown={breakdown}
      />
      {breakdown.rows.length ? (
        <BreakdownChart
          dimension={report.dimension}
          metric={report.metric}
          rows={breakdown.rows}
          previousRows={previous?.rows}
          formatValue={(value) => format.figure(report.metric, value)}
          formatAxisValue={(value) => format.axis(report.metric, value)}
          rowLabel={(row) => format.rowLabel(report.dimension, row)}
        />
      ) : null}
      <BreakdownTable dimension={report.dimension} breakdown={breakdown} previous={previous} />
    </div>
  );
}
