import { createHash } from 'node:crypto';
import { CPA_BILLING_TYPE, CPM_BILLING_TYPE } from '@earshot/validators';
import type { SeedContext } from '../../seed/seedContext.ts';

const DEMO_DAYS = 60;
const DAY_MS = 86_400_000;

type DemoCampaign = { id: string; name: string; billing_type: number };

/** A stable uuid-shaped id from a text, for campaigns the demo data needs when none are seeded. */
function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function campaignsOf(ctx: SeedContext, advertiserUuid: string): Promise<DemoCampaign[]> {
  const { rows } = await ctx.db.query<DemoCampaign>(
    'SELECT id, name, billing_type FROM campaigns WHERE advertiser_uuid = $1 ORDER BY created_at, id',
    [advertiserUuid],
  );
  if (rows.length > 0) return rows;
  return [
    { id: stableId(`${advertiserUuid}:cpm`), name: 'Demo awareness (CPM)', billing_type: CPM_BILLING_TYPE },
    { id: stableId(`${advertiserUuid}:cpa`), name: 'Demo performance (CPA)', billing_type: CPA_BILLING_TYPE },
  ];
}

/**
 * Demo delivery for every onboarded advertiser: 60 days of daily metrics per campaign, marked
 * `simulated`, with an unexposed control group on CPA campaigns so incrementality can be shown.
 * Skipped for an advertiser that already has metrics.
 */
export async function seedMetrics(ctx: SeedContext): Promise<void> {
  for (const advertiser of ctx.advertisers.filter((candidate) => candidate.onboarded)) {
    const { rows } = await ctx.db.query(
      'SELECT 1 FROM campaign_daily_metrics WHERE advertiser_uuid = $1 LIMIT 1',
      [advertiser.uuid],
    );
    if (rows.length > 0) continue;
    const campaigns = await campaignsOf(ctx, advertiser.uuid);
    const values: string[] = [];
    const params: unknown[] = [advertiser.uuid];
    campaigns.forEach((campaign, index) => {
      const cpa = campaign.billing_type === CPA_BILLING_TYPE;
      // Fractions of control conversions carry over to the next day, so small daily groups add up right.
      let controlCarry = 0;
      for (let day = 1; day <= DEMO_DAYS; day += 1) {
        const wave = 1 + 0.35 * Math.sin((day + index * 3) * 0.45);
        const impressions = Math.round((cpa ? 2600 : 4200) * wave);
        const reach = Math.round(impressions * 0.62);
        const conversions = Math.round(reach * (cpa ? 0.0042 : 0.0018));
        // The control group converts at 70% of the exposed rate: a steady, plausible 43% lift.
        const controlReach = cpa ? Math.round(reach * 0.1) : 0;
        controlCarry += controlReach * 0.0042 * 0.7;
        const controlConversions = Math.floor(controlCarry);
        controlCarry -= controlConversions;
        params.push(
          campaign.id,
          campaign.name,
          campaign.billing_type,
          new Date(ctx.now.getTime() - day * DAY_MS).toISOString().slice(0, 10),
          impressions,
          reach,
          Math.round(impressions * (cpa ? 0.021 : 0.018) * 100) / 100,
          conversions,
          controlReach,
          controlConversions,
        );
        const n = params.length;
        values.push(`($1, ${Array.from({ length: 10 }, (_, k) => `$${n - 9 + k}`).join(', ')}, true)`);
      }
    });
    await ctx.db.query(
      `INSERT INTO campaign_daily_metrics (advertiser_uuid, campaign_id, campaign_name, billing_type, day, impressions,
         reach, spend, conversions, control_reach, control_conversions, simulated)
       VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`,
      params,
    );
  }
}
