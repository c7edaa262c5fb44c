import type { SeedContext } from '../../seed/seedContext.ts';
import { paymentProvider } from '../../services/payments/paymentProvider.ts';

/** Demo billing: billing information and a default test card for every onboarded advertiser. */
export async function seedBilling(ctx: SeedContext): Promise<void> {
  for (const advertiser of ctx.advertisers.filter((candidate) => candidate.onboarded)) {
    const domain = advertiser.url ?? 'example.com';
    await ctx.db.query(
      `INSERT INTO billing_infos (advertiser_uuid, buyer_id, company_name, address_line1, address_line2, city,
         postal_code, country, tax_id, email, qualified, created_at, updated_at)
       VALUES ($1, $2, $3, '1 Market Street', NULL, 'San Francisco', '94105', 'US', NULL, $4, true, $5, $5)
       ON CONFLICT (advertiser_uuid) DO NOTHING`,
      [
        advertiser.uuid,
        `buyer_demo_${advertiser.uuid.slice(0, 8)}`,
        `${advertiser.name} Inc.`,
        `billing@${domain}`,
        ctx.now,
      ],
    );
    const card = await paymentProvider.retrievePaymentMethod(
      ctx.db,
      advertiser.uuid,
      'pm_card_visa',
      'card',
      ctx.now,
    );
    if (!card) throw new Error('The payment provider knows no test card pm_card_visa');
    await ctx.db.query(
      `INSERT INTO payment_methods (advertiser_uuid, payment_id, type, brand, last4, exp_month, exp_year, is_default, created_at)
       VALUES ($1, 'pm_card_visa', 'card', $2, $3, $4, $5,
         NOT EXISTS (SELECT 1 FROM payment_methods WHERE advertiser_uuid = $1 AND is_default), $6)
       ON CONFLICT (advertiser_uuid, payment_id) DO NOTHING`,
      [advertiser.uuid, card.brand, card.last4, card.exp_month, card.exp_year, ctx.now],
    );
  }
}
