import type { components } from '@earshot/sdk-core';
import type { ReportBreakdown, ReportFormat, ReportSchedule } from '@earshot/validators';
import { isoTime, wireMapper } from '../shared/wireMapper.ts';

/** A scheduled report as the contract shows it. */
export type ScheduledReport = components['schemas']['ScheduledReport'];

/** A run of a scheduled report as the contract shows it. */
export type ScheduledReportRun = components['schemas']['ScheduledReportRun'];

/** A `scheduled_report_runs` row (as a column, or as JSON inside a report's row). */
export type RunRow = {
  id: string;
  started_at: Date | string;
  status: 'sent' | 'failed';
  recipients: string[];
  filename: string | null;
  rows: number | null;
  error: string | null;
};

/** A `scheduled_reports` row with its latest run. */
export type ScheduledReportRow = {
  id: string;
  advertiser_uuid: string;
  name: string;
  breakdown: ReportBreakdown;
  format: ReportFormat;
  schedule: ReportSchedule;
  recipients: string[];
  paused: boolean;
  next_run_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  last_run: RunRow | null;
};

/** Maps a stored run to its wire shape. */
export const toScheduledReportRun = wireMapper<RunRow, ScheduledReportRun>()(
  'id started_at status recipients filename rows error',
  { started_at: isoTime('started_at') },
);

/** Maps a stored report to its wire shape. */
export const toScheduledReport = wireMapper<ScheduledReportRow, ScheduledReport>()(
  'id name breakdown format schedule recipients paused next_run_at last_run created_at updated_at',
  {
    next_run_at: isoTime('next_run_at'),
    last_run: (row) => (row.last_run ? toScheduledReportRun(row.last_run) : null),
    created_at: isoTime('created_at'),
    updated_at: isoTime('updated_at'),
  },
);
