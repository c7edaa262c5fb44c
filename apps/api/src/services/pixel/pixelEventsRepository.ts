import type { Database } from '../../db/database.ts';
import { recordOnboardingStep } from '../../resources/onboarding/onboardingRepository.ts';
import { isPlayerEvent, PLAYER_EVENT_NAMES } from './playerEvents.ts';

/** The kinds of event the pixel accepts. */
export const PIXEL_EVENT_TYPES = ['page_view', 'conversion', 'custom'] as const;

/** One hit of the pixel, as the collection endpoint received it. */
export type PixelEvent = {
  advertiserUuid: string;
  name: string;
  eventType: (typeof PIXEL_EVENT_TYPES)[number];
  url: string | null;
  referrer: string | null;
  userAgent: string | null;
  clientId: string | null;
  properties: Record<string, unknown>;
  occurredAt: Date;
};

/**
 * Stores a pixel event and keeps what depends on event names in step, in one transaction: the event
 * name joins the advertiser's event types (pixel verification passes once there is one), a conversion
 * name becomes a billable event (not billed until the advertiser says so), and the first event
 * completes the onboarding step 'pixel'. Returns the event id, or `null` when the advertiser does not
 * exist.
 */
export async function recordPixelEvent(db: Database, event: PixelEvent): Promise<string | null> {
  return db.transaction(async (tx) => {
    const advertiser = await tx.query('SELECT 1 FROM advertisers WHERE uuid = $1', [event.advertiserUuid]);
    if (advertiser.rows.length === 0) return null;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO events (advertiser_uuid, event_name, event_type, url, referrer, user_agent, client_id, occurred_at,
         properties)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) RETURNING id`,
      [
        event.advertiserUuid,
        event.name,
        event.eventType,
        event.url,
        event.referrer,
        event.userAgent,
        event.clientId,
        event.occurredAt,
        JSON.stringify(event.properties),
      ],
    );
    await tx.query(
      `INSERT INTO event_types (advertiser_uuid, name, event_type, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (advertiser_uuid, name) DO NOTHING`,
      [event.advertiserUuid, event.name, event.eventType, event.occurredAt],
    );
    if (event.eventType === 'conversion') {
      await tx.query(
        `INSERT INTO billable_events (advertiser_uuid, name, event_type, billable, updated_at)
         VALUES ($1, $2, 'conversion', false, $3) ON CONFLICT (advertiser_uuid, name) DO NOTHING`,
        [event.advertiserUuid, event.name, event.occurredAt],
      );
    }
    // A player reporting a VAST event does not show that the pixel is on the advertiser's site.
    if (!isPlayerEvent(event.name)) {
      await recordOnboardingStep(tx, event.advertiserUuid, 'pixel', event.occurredAt);
    }
    const id = rows[0]?.id;
    if (!id) throw new Error('The pixel event could not be stored');
    return id;
  });
}

/** Whether the pixel has reached the advertiser, and when it last did. */
export type PixelStatus = { verified: boolean; eventCount: number; lastEventAt: string | null };

/**
 * The advertiser's pixel status: verified once any event arrived from its site (spec §4: at least
 * one event type); events players send from VAST tags do not count.
 */
export async function pixelStatus(db: Database, advertiserUuid: string): Promise<PixelStatus> {
  const { rows } = await db.query<{
    count: string | number;
    last: Date | string | null;
    types: string | number;
  }>(
    `SELECT (SELECT count(*) FROM events WHERE advertiser_uuid = $1 AND event_name <> ALL($2)) AS count,
       (SELECT max(occurred_at) FROM events WHERE advertiser_uuid = $1 AND event_name <> ALL($2)) AS last,
       (SELECT count(*) FROM event_types WHERE advertiser_uuid = $1 AND name <> ALL($2)) AS types`,
    [advertiserUuid, PLAYER_EVENT_NAMES],
  );
  const row = rows[0];
  return {
    verified: Number(row?.types ?? 0) > 0,
    eventCount: Number(row?.count ?? 0),
    lastEventAt: row?.last ? new Date(row.last).toISOString() : null,
  };
}
