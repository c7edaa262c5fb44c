import type { SeedContext } from '../../seed/seedContext.ts';

/** The pixel events the demo advertiser's site sends, with a path and a daily volume. */
export const DEMO_EVENT_TYPES = [
  { name: 'page_view', event_type: 'page_view', path: '/', perDay: 14 },
  { name: 'add_to_cart', event_type: 'conversion', path: '/cart', perDay: 4 },
  { name: 'signup', event_type: 'conversion', path: '/signup', perDay: 2 },
  { name: 'purchase', event_type: 'conversion', path: '/checkout/thank-you', perDay: 1 },
] as const;

/** Browsers and referrers the demo visitors come with. */
const DEMO_USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
] as const;
const DEMO_REFERRERS = [
  null,
  'https://www.google.com/',
  'https://podcasts.apple.com/',
  'https://open.spotify.com/',
] as const;

const DEMO_DAYS = 30;
const HOUR_MS = 3_600_000;

/**
 * Demo pixel data for every onboarded advertiser: its event types and 30 days of events from a few
 * dozen returning visitors, spread over the day. Skipped for an advertiser that already has events.
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
          // About forty returning visitors, each with one browser.
          const visitor = (day * 13 + i * 7 + type.perDay) % 41;
          params.push(
            type.name,
            type.event_type,
            `${site}${type.path}`,
            DEMO_REFERRERS[visitor % DEMO_REFERRERS.length],
            DEMO_USER_AGENTS[visitor % DEMO_USER_AGENTS.length],
            `demo-visitor-${visitor}`,
            occurredAt,
          );
          const n = params.length;
          const cells = Array.from({ length: 7 }, (_, k) => `$${n - 6 + k}`).join(', ');
          values.push(`($1, ${cells}, '{"demo": true}'::jsonb)`);
        }
      }
    }
    await ctx.db.query(
      `INSERT INTO events (advertiser_uuid, event_name, event_type, url, referrer, user_agent, client_id, occurred_at,
         properties)
       VALUES ${values.join(', ')}`,
      params,
    );
  }
}
