import type { SeedContext } from '../../seed/seedContext.ts';

/** Demo integrations: a daily CSV export of delivery for every onboarded advertiser. */
export async function seedIntegrations(ctx: SeedContext): Promise<void> {
  for (const advertiser of ctx.advertisers.filter((candidate) => candidate.onboarded)) {
    await ctx.db.query(
      `INSERT INTO integrations (advertiser_uuid, kind, name, config, status, created_at)
       SELECT $1, 'data-export', 'Daily delivery export', '{"data": "delivery", "format": "csv", "schedule": "daily"}'::jsonb, 'active', $2
       WHERE NOT EXISTS (SELECT 1 FROM integrations WHERE advertiser_uuid = $1 AND kind = 'data-export')`,
      [advertiser.uuid, ctx.now],
    );
  }
}
