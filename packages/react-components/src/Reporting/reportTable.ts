import type { Schema } from '@earshot/sdk-core';
import type { ReportingTranslate } from '../i18n/reporting/useReportingMessage.ts';
import { type BreakdownDimension, REPORT_METRICS } from './reportDefinition.ts';

/** A report as a sheet: a header row, then one row a breakdown row, then the totals. */
export type ReportSheet = [header: string[], ...rows: (string | number | null)[][]];

/**
 * The breakdown as rows of plain values for a file: the dimension's key and name, then every figure
 * unformatted (a figure without a value is empty), the totals last.
 */
export function reportSheet(
  t: ReportingTranslate,
  dimension: BreakdownDimension,
  breakdown: Schema<'MetricsBreakdown'>,
): ReportSheet {
  return [
    [
      t('reporting.export.key'),
      t(`reporting.dimension.${dimension}`),
      ...REPORT_METRICS.map((metric) => t(`reporting.metric.${metric}`)),
    ],
    ...breakdown.rows.map((row) => [row.key, row.label, ...REPORT_METRICS.map((metric) => row[metric])]),
    ['', t('reporting.table.total'), ...REPORT_METRICS.map((metric) => breakdown.totals[metric])],
  ];
}

/** The name of a report's file: `report-{dimension}-{start}-{end}.{extension}`. */
export function reportFilename(
  dimension: BreakdownDimension,
  params: { start_date: string; end_date: string },
  extension: 'csv' | 'xlsx',
): string {
  return `report-${dimension}-${params.start_date}-${params.end_date}.${extension}`;
}
