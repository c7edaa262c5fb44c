import { campaignTargetingSchema, frequencyCapSchema } from '@earshot/validators';
import type { Database } from '../../db/database.ts';
import type { SupplyPlan } from '../forecast/planSupply.ts';
import type { DeliveringCampaign, DeliveryDay, DeliveryState } from './simulateCampaign.ts';

/** A campaign with days not yet simulated, what its supply depends on, and where its simulation stands. */
export type PendingCampaign = DeliveringCampaign &
  SupplyPlan & {
    name: string;
    status: string;
    billing_type: number;
    /** The campaign's creatives, by name. */
    creatives: { id: string; name: string }[];
    /** Last day already simulated, or `null` before the first simulation. */
    simulated_through: string | null;
    state: DeliveryState;
  };

type PendingRow = Omit<
  PendingCampaign,
  'state' | 'budget' | 'max_daily_budget' | 'targeting' | 'frequency_cap'
> & {
  budget: string | number;
  max_daily_budget: string | number | null;
  targeting: unknown;
  frequency_cap: unknown;
  spent: string | number;
  conversion_carry: number | null;
  control_carry: number | null;
};

const PENDING_WHERE =
  'c.advertiser_uuid = $1 AND (s.simulated_through IS NULL OR s.simulated_through < $2::date)';

/** Whether any campaign of the advertiser has days up to `through` not yet simulated. */
export async function hasPendingDelivery(
  db: Database,
  advertiserUuid: string,
  through: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM campaigns c LEFT JOIN delivery_simulations s ON s.campaign_id = c.id WHERE ${PENDING_WHERE} LIMIT 1`,
    [advertiserUuid, through],
  );
  return rows.length > 0;
}

/** The advertisers with a campaign whose days up to `through` are not all simulated yet. */
export async function advertisersWithPendingDelivery(db: Database, through: string): Promise<string[]> {
  const { rows } = await db.query<{ advertiser_uuid: string }>(
    `SELECT DISTINCT c.advertiser_uuid FROM campaigns c LEFT JOIN delivery_simulations s ON s.campaign_id = c.id
      WHERE s.simulated_through IS NULL OR s.simulated_through < $1::date`,
    [through],
  );
  return rows.map((row) => row.advertiser_uuid);
}

/**
 * The advertiser's campaigns with days up to `through` not yet simulated, with what they spent so far.
 * Call inside the transaction that holds the advertiser's delivery lock.
 */
export async function listPendingCampaigns(
  tx: Database,
  advertiserUuid: string,
  through: string,
): Promise<PendingCampaign[]> {
  const { rows } = await tx.query<PendingRow>(
    `SELECT c.id, c.name, c.goal, c.status, c.billing_type, c.pacing_type, c.budget, c.max_daily_budget,
       to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
       c.playlist_ids::text[] AS playlist_ids, c.audience_ids::text[] AS audience_ids, c.targeting, c.frequency_cap,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', cr.id, 'name', cr.name) ORDER BY cr.name, cr.id), '[]'::jsonb)
        FROM creatives cr WHERE cr.advertiser_uuid = c.advertiser_uuid AND cr.id = ANY(c.creative_ids)) AS creatives,
       to_char(s.simulated_through, 'YYYY-MM-DD') AS simulated_through, s.conversion_carry, s.control_carry,
       (SELECT coalesce(sum(m.spend), 0) FROM campaign_daily_metrics m
        WHERE m.advertiser_uuid = c.advertiser_uuid AND m.campaign_id = c.id) AS spent
     FROM campaigns c LEFT JOIN delivery_simulations s ON s.campaign_id = c.id
     WHERE ${PENDING_WHERE}
     ORDER BY c.created_at, c.id`,
    [advertiserUuid, through],
  );
  return rows.map(({ spent, conversion_carry, control_carry, targeting, frequency_cap, ...row }) => ({
    ...row,
    budget: Number(row.budget),
    max_daily_budget: row.max_daily_budget === null ? null : Number(row.max_daily_budget),
    // Stored targeting may predate fields (filled with their defaults); a cap that does not read
    // as one caps nothing.
    targeting: campaignTargetingSchema.safeParse(targeting).data ?? campaignTargetingSchema.parse({}),
    frequency_cap: frequencyCapSchema.safeParse(frequency_cap).data ?? null,
    state: {
      spentCents: Math.round(Number(spent) * 100),
      conversionCarry: conversion_carry ?? 0,
      controlCarry: control_carry ?? 0,
    },
  }));
}

/** Takes the advertiser's delivery lock until the transaction ends, so days are simulated once. */
export async function lockAdvertiserDelivery(tx: Database, advertiserUuid: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`delivery:${advertiserUuid}`]);
}

/** Simulated days go in batches, far below PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_INSERT = 500;

async function insertDays(
  tx: Database,
  advertiserUuid: string,
  campaign: PendingCampaign,
  days: DeliveryDay[],
): Promise<void> {
  const params: unknown[] = [advertiserUuid, campaign.id, campaign.name, campaign.billing_type];
  const values = days.map((row) => {
    params.push(
      row.day,
      row.impressions,
      row.reach,
      row.listens,
      row.clicks,
      (row.spendCents / 100).toFixed(2),
      row.conversions,
      row.controlReach,
      row.controlConversions,
    );
    const n = params.length;
    const cells = Array.from({ length: 9 }, (_, k) => `$${n - 8 + k}`);
    return `($1, $2, $3, $4, ${cells[0]}::date, ${cells.slice(1).join(', ')}, true)`;
  });
  await tx.query(
    `INSERT INTO campaign_daily_metrics (advertiser_uuid, campaign_id, campaign_name, billing_type, day, impressions,
       reach, listens, clicks, spend, conversions, control_reach, control_conversions, simulated)
     VALUES ${values.join(', ')} ON CONFLICT (advertiser_uuid, campaign_id, day) DO NOTHING`,
    params,
  );
}

/**
 * Stores a campaign's simulated days (marked simulated), moves its simulation to `through`, and sets
 * the campaign's spend and impressions to the sums of its stored delivery.
 */
export async function saveSimulatedDays(
  tx: Database,
  advertiserUuid: string,
  campaign: PendingCampaign,
  result: { rows: DeliveryDay[]; state: DeliveryState },
  through: string,
): Promise<void> {
  for (let first = 0; first < result.rows.length; first += ROWS_PER_INSERT) {
    await insertDays(tx, advertiserUuid, campaign, result.rows.slice(first, first + ROWS_PER_INSERT));
  }
  await tx.query(
    `INSERT INTO delivery_simulations (campaign_id, advertiser_uuid, simulated_through, conversion_carry, control_carry)
     VALUES ($1, $2, $3::date, $4, $5)
     ON CONFLICT (campaign_id) DO UPDATE SET simulated_through = excluded.simulated_through,
       conversion_carry = excluded.conversion_carry, control_carry = excluded.control_carry`,
    [campaign.id, advertiserUuid, through, result.state.conversionCarry, result.state.controlCarry],
  );
  await tx.query(
    `UPDATE campaigns c SET spend = t.spend, impressions = t.impressions
     FROM (SELECT coalesce(sum(spend), 0) AS spend, coalesce(sum(impressions), 0) AS impressions
           FROM campaign_daily_metrics WHERE advertiser_uuid = $1 AND campaign_id = $2) t
     WHERE c.id = $2`,
    [advertiserUuid, campaign.id],
  );
}
