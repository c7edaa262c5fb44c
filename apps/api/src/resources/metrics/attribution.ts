import type { Database } from '../../db/database.ts';
import type { AttributionModel, MeasurementQuery } from './measurementQuery.ts';

/** One exposure of a converting listener before the conversion, inside the attribution window. */
export type Touch = {
  eventId: string;
  occurredAt: Date;
  /** The conversion's value (the pixel's `value`, 0 without one). */
  value: number;
  exposedAt: Date;
  /** The breakdown row the touch belongs to, and its label as stored. */
  key: string;
  label: string | null;
};

type TouchRow = {
  event_id: string;
  occurred_at: Date | string;
  value: number | string;
  exposed_at: Date | string;
  key: string;
  label: string | null;
};

/** Where a touch goes in a breakdown: SQL over the exposure `x`, its campaign `c` and the conversion `e`. */
export type TouchKeySql = { key: string; label: string };

/**
 * The pixel conversions of the query's days (UTC) whose first-party client id is a listener id the
 * simulator exposed to one of the query's campaigns at most `windowDays` × 24 hours before (and not
 * after), with every such exposure: ordered by conversion, then exposure time.
 */
export async function conversionTouches(
  db: Database,
  advertiserUuid: string,
  query: MeasurementQuery,
  keySql: TouchKeySql = { key: "''", label: 'NULL' },
): Promise<Touch[]> {
  const { rows } = await db.query<TouchRow>(
    `SELECT e.id AS event_id, e.occurred_at, l.exposed_at, ${keySql.key} AS key, ${keySql.label} AS label,
       CASE WHEN jsonb_typeof(e.properties -> 'value') = 'number' THEN (e.properties ->> 'value')::float8 ELSE 0 END
         AS value
     FROM events e
     JOIN exposure_listeners l ON l.advertiser_uuid = e.advertiser_uuid AND l.listener_id = e.client_id
     JOIN campaign_exposures x ON x.id = l.exposure_id
     LEFT JOIN campaigns c ON c.id = x.campaign_id
     WHERE e.advertiser_uuid = $1 AND e.event_type = 'conversion'
       AND (e.occurred_at AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date
       AND l.exposed_at <= e.occurred_at AND e.occurred_at - l.exposed_at <= make_interval(days => $4::integer)
       AND ($5::uuid[] IS NULL OR x.campaign_id = ANY($5::uuid[]))
     ORDER BY e.id, l.exposed_at, x.id`,
    [advertiserUuid, query.range.startDate, query.range.endDate, query.windowDays, query.campaignIds],
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    occurredAt: new Date(row.occurred_at),
    value: Number(row.value),
    exposedAt: new Date(row.exposed_at),
    key: row.key,
    label: row.label,
  }));
}

/** The touches of each conversion, in exposure order. */
export function touchesByConversion(touches: readonly Touch[]): Touch[][] {
  const byEvent = new Map<string, Touch[]>();
  for (const touch of touches) {
    const list = byEvent.get(touch.eventId);
    if (list) list.push(touch);
    else byEvent.set(touch.eventId, [touch]);
  }
  return [...byEvent.values()];
}

/**
 * How a conversion's credit (1) is shared among its touches (in exposure order): all to the last
 * (`last_touch`) or the first (`first_touch`) exposure, or equal parts to every one (`linear`).
 */
export function shareCredit(
  touches: readonly Touch[],
  model: AttributionModel,
): { touch: Touch; credit: number }[] {
  if (touches.length === 0) return [];
  if (model === 'linear') return touches.map((touch) => ({ touch, credit: 1 / touches.length }));
  const touch = model === 'first_touch' ? touches[0] : touches[touches.length - 1];
  return touch ? [{ touch, credit: 1 }] : [];
}

/** Attributed conversions and their value by breakdown key, with the stored label of each key. */
export type Credits = Map<string, { conversions: number; value: number; label: string | null }>;

/** Sums the credit of every conversion under the model by its touches' keys. */
export function attributeConversions(touches: readonly Touch[], model: AttributionModel): Credits {
  const credits: Credits = new Map();
  for (const conversion of touchesByConversion(touches)) {
    for (const { touch, credit } of shareCredit(conversion, model)) {
      const entry = credits.get(touch.key) ?? { conversions: 0, value: 0, label: touch.label };
      entry.conversions += credit;
      entry.value += credit * touch.value;
      credits.set(touch.key, entry);
    }
  }
  return credits;
}
