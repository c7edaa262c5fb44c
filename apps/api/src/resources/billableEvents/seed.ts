import type { SeedContext } from '../../seed/seedContext.ts';

/** Podscribe, from the attribution partner catalogue of migration 044. */
const DEMO_PARTNER_ID = '6a0f3e51-2c1d-4b7a-9e8f-0a1b2c3d4e05';

const DEMO_BILLABLE_EVENTS = [
  { name: 'purchase', billable: true, partner: DEMO_PARTNER_ID, price: 25 },
  { name: 'signup', billable: true, partner: null, price: 4.5 },
  { name: 'add_to_cart', billable: false, partner: null, price: null },
] as const;

/** Demo billable events: the conversion events of every onboarded advertiser, some billed. */
export async function seedBillableEvents(ctx: SeedContext): Promise<void> {
  for (const advertiser of ctx.advertisers.filter((candidate) => candidate.onboarded)) {
    for (const event of DEMO_BILLABLE_EVENTS) {
      await ctx.db.query(
        `INSERT INTO billable_events (advertiser_uuid, name, event_type, billable, attribution_partner_id, price, updated_at)
         VALUES ($1, $2, 'conversion', $3, $4, $5, $6) ON CONFLICT (advertiser_uuid, name) DO NOTHING`,
        [advertiser.uuid, event.name, event.billable, event.partner, event.price, ctx.now],
      );
    }
  }
}
