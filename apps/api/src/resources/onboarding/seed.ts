import type { SeedContext } from '../../seed/seedContext.ts';

const HOUR_MS = 3_600_000;

/** Demo onboarding: every onboarded advertiser did the three steps and completed onboarding. */
export async function seedOnboarding(ctx: SeedContext): Promise<void> {
  for (const advertiser of ctx.advertisers.filter((candidate) => candidate.onboarded)) {
    const { rows } = await ctx.db.query(
      'SELECT 1 FROM onboarding_events WHERE advertiser_uuid = $1 LIMIT 1',
      [advertiser.uuid],
    );
    if (rows.length > 0) continue;
    const steps = ['pixel', 'creative', 'campaign', 'billing', 'payment', 'completed'];
    for (const [index, name] of steps.entries()) {
      const at = new Date(ctx.now.getTime() - (steps.length - index) * 24 * HOUR_MS);
      await ctx.db.query(
        'INSERT INTO onboarding_events (advertiser_uuid, name, created_at) VALUES ($1, $2, $3)',
        [advertiser.uuid, name, at],
      );
    }
  }
}
