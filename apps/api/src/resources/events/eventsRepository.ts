import type { Database } from '../../db/database.ts';
import type { EventRow } from './eventRow.ts';

/** How many events `listEvents` answers. */
export const LATEST_EVENTS_LIMIT = 100;

const COLUMNS = 'id, event_name, event_type, url, referrer, user_agent, client_id, occurred_at, properties';

/** The advertiser's newest events. */
export async function listLatestEvents(db: Database, advertiserUuid: string): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM events WHERE advertiser_uuid = $1 ORDER BY occurred_at DESC, id LIMIT $2`,
    [advertiserUuid, LATEST_EVENTS_LIMIT],
  );
  return rows;
}

/** Counts the advertiser's events. */
export async function countEvents(db: Database, advertiserUuid: string): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM events WHERE advertiser_uuid = $1',
    [advertiserUuid],
  );
  return Number(rows[0]?.count ?? 0);
}

/** One page (0-based) of the events of one name, newest first, optionally of one event type. */
export async function pageEventsByName(
  db: Database,
  advertiserUuid: string,
  filter: { name: string; type?: string | undefined },
  page: { page: number; size: number },
): Promise<{ events: EventRow[]; total: number }> {
  const params = [advertiserUuid, filter.name, filter.type ?? null];
  const where = 'advertiser_uuid = $1 AND event_name = $2 AND ($3::text IS NULL OR event_type = $3)';
  const [{ rows }, counted] = await Promise.all([
    db.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE ${where} ORDER BY occurred_at DESC, id LIMIT $4 OFFSET $5`,
      [...params, page.size, page.page * page.size],
    ),
    db.query<{ count: string | number }>(`SELECT count(*) AS count FROM events WHERE ${where}`, params),
  ]);
  return { events: rows, total: Number(counted.rows[0]?.count ?? 0) };
}

/** Every event of the advertiser, optionally of one type, oldest first (for exports). */
export async function listEventsForExport(
  db: Database,
  advertiserUuid: string,
  eventType: string | undefined,
): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM events WHERE advertiser_uuid = $1 AND ($2::text IS NULL OR event_type = $2)
     ORDER BY occurred_at, id`,
    [advertiserUuid, eventType ?? null],
  );
  return rows;
}
