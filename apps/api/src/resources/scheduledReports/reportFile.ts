import { BREAKDOWN_METRICS, type ReportBreakdown, type ReportFormat } from '@earshot/validators';
import writeXlsxFile from 'write-excel-file/node';
import type { MailAttachment } from '../../services/mail/sendMail.ts';
import type { MetricsBreakdown } from '../metrics/breakdown.ts';
import { toCsv } from '../reporting/csv.ts';
import type { DateRange } from '../reporting/dateRange.ts';

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The columns of a report: the row's key and label, then its metrics (all unless the breakdown picks some). */
function reportColumns(breakdown: ReportBreakdown): string[] {
  return ['key', 'label', ...(breakdown.metrics ?? BREAKDOWN_METRICS)];
}

/** `Weekly shows — EU` → `weekly-shows-eu`: letters and digits of any script, words joined by hyphens. */
function slug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).join('-').slice(0, 60).replace(/-+$/, '') || 'report';
}

/**
 * The report's file: the breakdown's rows under a header of {@link reportColumns}, as CSV (see
 * `toCsv`) or as an XLSX workbook of one sheet (numbers as numbers, empty cells for null ratios),
 * named after the report and its days, e.g. `weekly-shows-2026-11-16-2026-11-22.xlsx`.
 */
export async function reportFile(
  report: { name: string; breakdown: ReportBreakdown; format: ReportFormat },
  breakdown: MetricsBreakdown,
  range: DateRange,
): Promise<MailAttachment> {
  const columns = reportColumns(report.breakdown);
  const rows = breakdown.rows as unknown as Record<string, string | number | null>[];
  const filename = `${slug(report.name)}-${range.startDate}-${range.endDate}.${report.format}`;
  const content =
    report.format === 'csv'
      ? Buffer.from(toCsv(columns, rows), 'utf8')
      : await writeXlsxFile(
          [
            columns.map((column) => ({ value: column, fontWeight: 'bold' as const })),
            ...rows.map((row) => columns.map((column) => row[column] ?? null)),
          ],
          { sheet: 'Report', stickyRowsCount: 1 },
        ).toBuffer();
  return { filename, contentType: CONTENT_TYPES[report.format], content };
}
