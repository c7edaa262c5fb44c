import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';

type EventTypeRow = {
  id: string;
  name: string;
  event_type: string;
  count: string | number;
  last_seen_at: Date | string | null;
};

/** The contract's `EventType`: an event name seen from the pixel, with its count and last sighting. */
export type EventType = components['schemas']['EventType'];

/** The advertiser's event types with counts computed from the stored events, by name. */
export async function listEventTypes(db: Database, advertiserUuid: string): Promise<EventType[]> {
  const { rows } = await db.query<EventTypeRow>(
    `SELECT t.id, t.name, t.event_type, count(e.id) AS count, max(e.occurred_at) AS last_seen_at
     FROM event_types t
     LEFT JOIN events e ON e.advertiser_uuid = t.advertiser_uuid AND e.event_name = t.name
     WHERE t.advertiser_uuid = $1
     GROUP BY t.id, t.name, t.event_type
     ORDER BY t.name`,
    [advertiserUuid],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    event_type: row.event_type,
    count: Number(row.count),
    last_seen_at: row.last_seen_at === null ? null : new Date(row.last_seen_at).toISOString(),
  }));
}
