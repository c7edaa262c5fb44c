import type { SeedContext } from '../../seed/seedContext.ts';

/** The pixel events the demo advertiser's site sends, with a path and a daily volume. */
export const DEMO_EVENT_TYPES = [
  { name: 'page_view', event_type: 'page_view', path: '/', perDay: 14 },
  { name: 'add_to_cart', event_type: 'conversion', path: '/cart', perDay: 4 },
  { name: 'signup', event_type: 'conversion', path: '/signup', perDay: 2 },
  { name: 'purchase', event_type: 'conversion', path: '/checkout/thank-you', perDay: 1 },
] as const;

const DEMO_DAYS = 30;
const HOUR_MS = 3_600_000;

/**
 * Demo pixel data for every onboarded advertiser: its event types and 30 days of events, spread over
 * the day. Skipped for an advertiser that already has events.
 */
export async function seedEvents(ctx: SeedContext): Promise<void> {
  for (const advertiser of ctx.advertisers.filter((candidate) => candidate.onboarded)) {
    for (const type of DEMO_EVENT_TYPES) {
      await ctx.db.query(
        `INSERT INTO event_types (advertiser_uuid, name, event_type, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (advertiser_uuid, name) DO NOTHING`,
        [advertiser.uuid, type.name, type.event_type, ctx.now],
      );
    }
    const { rows } = await ctx.db.query('SELECT 1 FROM events WHERE advertiser_uuid = $1 LIMIT 1', [
      advertiser.uuid,
    ]);
    if (rows.length > 0) continue;
    const site = `https://${advertiser.url ?? 'example.com'}`;
    const values: string[] = [];
    const params: unknown[] = [advertiser.uuid];
    for (let day = 0; day < DEMO_DAYS; day += 1) {
      for (const type of DEMO_EVENT_TYPES) {
        // Volume swings over the week so charts have a shape; the same seed always gives the same data.
        const count = Math.max(1, Math.round(type.perDay * (1 + 0.4 * Math.sin(day * 0.9))));
        for (let i = 0; i < count; i += 1) {
          const occurredAt = new Date(
            ctx.now.getTime() - day * 24 * HOUR_MS - ((i * 7 + day) % 24) * HOUR_MS,
          );
          params.push(type.name, type.event_type, `${site}${type.path}`, occurredAt);
          const n = params.length;
          values.push(`($1, $${n - 3}, $${n - 2}, $${n - 1}, $${n}, '{"demo": true}'::jsonb)`);
        }
      }
    }
    await ctx.db.query(
      `INSERT INTO events (advertiser_uuid, event_name, event_type, url, occurred_at, properties) VALUES ${values.join(', ')}`,
      params,
    );
  }
}
