import type { SeedStep } from '../../seed/seedContext.ts';
import { createRandom } from '../catalogue/random.ts';

/** Share of the sampled exposed listeners who later buy on the demo site. */
const BUYER_SHARE = 0.04;
/** Demo purchases at most per advertiser. */
const MAX_PURCHASES = 400;
/** Mean days from exposure to purchase (exponential), at most 29. */
const MEAN_LAG_DAYS = 4;
const DAY_MS = 86_400_000;

/**
 * Demo pixel purchases by listeners the simulator exposed, for each onboarded advertiser with delivery:
 * a few percent of its sampled listeners buy (value 20–120) days after their first exposure, with the
 * listener id as the pixel's first-party client id, so attribution and conversion lag have data.
 * Skipped for an advertiser that already has such events. Runs after the demo delivery.
 */
export const seedExposedConversions: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    const done = await db.query(
      "SELECT 1 FROM events WHERE advertiser_uuid = $1 AND client_id LIKE 'lsn-%' LIMIT 1",
      [advertiser.uuid],
    );
    if (done.rows.length > 0) continue;
    const { rows } = await db.query<{ listener_id: string; exposed_at: Date | string }>(
      `SELECT listener_id, min(exposed_at) AS exposed_at FROM exposure_listeners WHERE advertiser_uuid = $1
       GROUP BY listener_id ORDER BY listener_id`,
      [advertiser.uuid],
    );
    const params: unknown[] = [
      advertiser.uuid,
      `https://${advertiser.url ?? 'example.com'}/checkout/thank-you`,
    ];
    const values: string[] = [];
    for (const row of rows) {
      if (values.length >= MAX_PURCHASES) break;
      const random = createRandom(`${row.listener_id}:demo-purchase`);
      if (random.next() >= BUYER_SHARE) continue;
      const lagDays = Math.min(29, -Math.log(1 - random.next()) * MEAN_LAG_DAYS);
      const occurredAt = new Date(new Date(row.exposed_at).getTime() + lagDays * DAY_MS);
      if (occurredAt > now) continue;
      params.push(row.listener_id, occurredAt, JSON.stringify({ value: random.int(20, 120), demo: true }));
      const n = params.length;
      values.push(`($1, 'purchase', 'conversion', $2, $${n - 2}, $${n - 1}, $${n}::jsonb)`);
    }
    if (values.length === 0) continue;
    await db.query(
      `INSERT INTO events (advertiser_uuid, event_name, event_type, url, client_id, occurred_at, properties)
       VALUES ${values.join(', ')}`,
      params,
    );
  }
};
