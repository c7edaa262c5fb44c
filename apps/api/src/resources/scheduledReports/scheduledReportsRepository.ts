import type { Database } from '../../db/database.ts';
import { advertiserTable } from '../shared/advertiserTable.ts';
import type { RunRow, ScheduledReportRow } from './scheduledReportRow.ts';

/** The fields of a scheduled report that are written. */
export type ScheduledReportFields = Pick<
  ScheduledReportRow,
  'name' | 'breakdown' | 'format' | 'schedule' | 'recipients' | 'paused' | 'next_run_at'
>;

const RUN_COLUMNS = 'id, started_at, status, recipients, filename, rows, error';

const COLUMNS = `id, advertiser_uuid, name, breakdown, format, schedule, recipients, paused, next_run_at,
  created_at, updated_at,
  (SELECT to_jsonb(r) FROM (SELECT ${RUN_COLUMNS} FROM scheduled_report_runs
     WHERE report_id = scheduled_reports.id ORDER BY started_at DESC, id DESC LIMIT 1) r) AS last_run`;

/** The advertisers' scheduled reports, newest first, each with its latest run. */
export const scheduledReports = advertiserTable<ScheduledReportRow, ScheduledReportFields>()({
  table: 'scheduled_reports',
  key: 'id',
  select: COLUMNS,
  order: 'created_at DESC, id',
  columns: 'name, breakdown::jsonb, format, schedule, recipients::text[], paused, next_run_at',
});

/** Runs kept per report in the answer of the history (the table keeps them all). */
const LISTED_RUNS = 100;

/** The report's runs, newest first. */
export async function listRuns(db: Database, reportId: string): Promise<RunRow[]> {
  const { rows } = await db.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM scheduled_report_runs WHERE report_id = $1
     ORDER BY started_at DESC, id DESC LIMIT ${LISTED_RUNS}`,
    [reportId],
  );
  return rows;
}

/** Records a run of a report and returns it. */
export async function insertRun(db: Database, reportId: string, run: Omit<RunRow, 'id'>): Promise<RunRow> {
  const { rows } = await db.query<RunRow>(
    `INSERT INTO scheduled_report_runs (report_id, started_at, status, recipients, filename, rows, error)
     VALUES ($1, $2, $3, $4::text[], $5, $6, $7) RETURNING ${RUN_COLUMNS}`,
    [reportId, run.started_at, run.status, run.recipients, run.filename, run.rows, run.error],
  );
  return rows[0] as RunRow;
}

/** Reports of every advertiser that are not paused and whose slot has come, earliest slot first. */
export async function dueReports(db: Database, now: Date, limit: number): Promise<ScheduledReportRow[]> {
  const { rows } = await db.query<ScheduledReportRow>(
    `SELECT ${COLUMNS} FROM scheduled_reports WHERE NOT paused AND next_run_at <= $1
     ORDER BY next_run_at, id LIMIT ${limit}`,
    [now],
  );
  return rows;
}

/** Moves a report's next run to `nextRunAt`. */
export async function moveNextRun(db: Database, reportId: string, nextRunAt: Date): Promise<void> {
  await db.query('UPDATE scheduled_reports SET next_run_at = $2 WHERE id = $1', [reportId, nextRunAt]);
}
