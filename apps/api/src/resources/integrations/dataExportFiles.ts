import type { Database } from '../../db/database.ts';
import { toCsv } from '../reporting/csv.ts';

/** What a data export holds: pixel events, campaigns, or daily delivery per campaign. */
export const DATA_EXPORT_KINDS = ['events', 'campaigns', 'delivery'] as const;

/** A kind of data export, e.g. `'events'`. */
export type DataExportKind = (typeof DATA_EXPORT_KINDS)[number];

/** Rows one file holds at most, newest first, so one export stays a download rather than a dump. */
export const MAX_EXPORT_ROWS = 100_000;

const EXPORTS = {
  events: {
    columns: ['occurred_at', 'event_name', 'event_type', 'url', 'properties'],
    sql: `SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS occurred_at,
            event_name, event_type, url, properties
          FROM events WHERE advertiser_uuid = $1 ORDER BY occurred_at DESC, id LIMIT $2`,
  },
  campaigns: {
    columns: [
      'id',
      'name',
      'goal',
      'status',
      'budget',
      'spend',
      'impressions',
      'start_date',
      'end_date',
      'created_at',
    ],
    sql: `SELECT id, name, goal, status, budget::text AS budget, spend::text AS spend, impressions::text AS impressions,
            to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
          FROM campaigns WHERE advertiser_uuid = $1 ORDER BY created_at DESC, id LIMIT $2`,
  },
  delivery: {
    columns: [
      'day',
      'campaign_id',
      'campaign_name',
      'impressions',
      'reach',
      'spend',
      'conversions',
      'simulated',
    ],
    sql: `SELECT to_char(day, 'YYYY-MM-DD') AS day, campaign_id, campaign_name, impressions::text AS impressions,
            reach::text AS reach, spend::text AS spend, conversions::text AS conversions, simulated
          FROM campaign_daily_metrics WHERE advertiser_uuid = $1 ORDER BY day DESC, campaign_name, campaign_id LIMIT $2`,
  },
} as const satisfies Record<DataExportKind, { columns: readonly string[]; sql: string }>;

/** A CSV file of one kind of the advertiser's data. */
export type DataExportFile = { filename: string; content: string; rowCount: number };

/**
 * Writes the advertiser's data of one kind as CSV (header line, RFC 4180), at most
 * {@link MAX_EXPORT_ROWS} rows, newest first; `filename` names the kind and the day.
 */
export async function buildDataExportFile(
  db: Database,
  advertiserUuid: string,
  kind: DataExportKind,
  now: Date,
): Promise<DataExportFile> {
  const { columns, sql } = EXPORTS[kind];
  const { rows } = await db.query<Record<(typeof columns)[number], unknown>>(sql, [
    advertiserUuid,
    MAX_EXPORT_ROWS,
  ]);
  return {
    filename: `${kind}-${now.toISOString().slice(0, 10)}.csv`,
    content: toCsv(columns, rows),
    rowCount: rows.length,
  };
}
