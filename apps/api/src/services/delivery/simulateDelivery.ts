import type { Database } from '../../db/database.ts';
import { boughtItems, planSupply, type SupplyReferences } from '../forecast/planSupply.ts';
import { loadSupplyReferences } from '../forecast/supplyReferences.ts';
import { campaignShows } from './campaignShows.ts';
import {
  advertisersWithPendingDelivery,
  hasPendingDelivery,
  listPendingCampaigns,
  lockAdvertiserDelivery,
  type PendingCampaign,
  saveSimulatedDays,
} from './deliveryRepository.ts';
import { saveExposures } from './exposuresRepository.ts';
import { type CampaignSupply, type DeliveryDay, simulateCampaign } from './simulateCampaign.ts';
import { spendingLedger } from './spendingLedger.ts';
import {
  loadSpendingLimits,
  markSpendingLimitsReached,
  monthSpendSince,
} from './spendingLimitsRepository.ts';

/**
 * Statuses in which a campaign delivers on the days of its flight: running, launched and waiting for
 * its start date (scheduled), or run through its flight (completed).
 */
const DELIVERING_STATUSES = new Set(['running', 'scheduled', 'completed']);

const DAY_MS = 86_400_000;

const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The last finished day at `now`: yesterday, UTC. */
const lastFinishedDay = (now: Date): string => isoDay(now.getTime() - DAY_MS);

/** The calendar days from `first` to `last` (UTC midnights), both included. */
function daysBetween(first: number, last: number): string[] {
  const days: string[] = [];
  for (let time = first; time <= last; time += DAY_MS) days.push(isoDay(time));
  return days;
}

/** The finished days (up to `through`) of a campaign's flight not simulated yet; none unless it delivers. */
function daysToPlay(campaign: PendingCampaign, through: string): string[] {
  if (!DELIVERING_STATUSES.has(campaign.status)) return [];
  const after = campaign.simulated_through ? Date.parse(campaign.simulated_through) + DAY_MS : 0;
  const first = Math.max(Date.parse(campaign.start_date), after);
  const last = Math.min(Date.parse(campaign.end_date), Date.parse(through));
  return daysBetween(first, last);
}

/**
 * What each delivering campaign's inventory sells it, from the supply model the forecast reads too
 * (`planSupply`): what the campaigns refer to is read in one statement (and returned), and each
 * campaign's supply is worked out once for all its days.
 */
async function campaignSupplies(
  db: Database,
  advertiserUuid: string,
  campaigns: PendingCampaign[],
): Promise<{ supplies: Map<string, CampaignSupply>; references?: SupplyReferences }> {
  const supplies = new Map<string, CampaignSupply>();
  if (campaigns.length === 0) return { supplies };
  const references = await loadSupplyReferences(db, advertiserUuid, {
    playlistIds: [...new Set(campaigns.flatMap((campaign) => campaign.playlist_ids))],
    audienceIds: [...new Set(campaigns.flatMap((campaign) => campaign.audience_ids))],
    segmentIds: [...new Set(campaigns.flatMap((campaign) => campaign.targeting.audiences))],
  });
  for (const campaign of campaigns) {
    const { dailyImpressions, cpm } = await planSupply(references, campaign);
    supplies.set(campaign.id, { dailyImpressions, cpm });
  }
  return { supplies, references };
}

/**
 * Plays the delivering campaigns' days day by day, every campaign on a day before the next day, so
 * that the advertiser's monthly spending limit is shared in the order days come, and each day spends
 * at most what the limits leave (see `spendingLedger.ts`).
 */
async function playUnderLimits(
  tx: Database,
  advertiserUuid: string,
  pending: PendingCampaign[],
  supplies: Map<string, CampaignSupply>,
  through: string,
): Promise<Map<string, { rows: DeliveryDay[]; state: PendingCampaign['state'] }>> {
  const plays = pending.flatMap((campaign) => {
    const supply = supplies.get(campaign.id);
    const days = daysToPlay(campaign, through);
    return supply && days.length > 0 ? [{ campaign, supply, days: new Set(days) }] : [];
  });
  const results = new Map(
    plays.map(({ campaign }) => [campaign.id, { rows: [] as DeliveryDay[], state: campaign.state }]),
  );
  const allDays = [...new Set(plays.flatMap(({ days }) => [...days]))].sort();
  const firstDay = allDays[0];
  if (firstDay === undefined) return results;
  const ledger = spendingLedger(
    await loadSpendingLimits(tx, advertiserUuid),
    await monthSpendSince(tx, advertiserUuid, firstDay),
  );
  for (const day of allDays) {
    for (const { campaign, supply, days } of plays) {
      if (!days.has(day)) continue;
      const result = results.get(campaign.id) as { rows: DeliveryDay[]; state: PendingCampaign['state'] };
      const played = simulateCampaign(
        campaign,
        supply,
        result.state,
        [day],
        ledger.allowanceCents(campaign.id, day),
      );
      result.state = played.state;
      for (const row of played.rows) {
        result.rows.push(row);
        ledger.record(campaign.id, day, row.spendCents);
      }
    }
  }
  return results;
}

/**
 * Simulates the advertiser's delivery for every finished day (up to yesterday, UTC) not simulated yet.
 * Delivering campaigns get their days inside the flight played by {@link simulateCampaign} over their
 * supply; every other campaign just has those days closed, so days it spent paused or in draft are never
 * filled in later. The spending limits of billing stop delivery when reached, and the campaigns they
 * stop are marked. Concurrent calls wait on the advertiser's lock, so each day is simulated once. The
 * supply model's first build (seconds, in worker threads) happens before the lock is taken: on PGlite
 * a transaction holds the whole database.
 */
export async function simulateDelivery(db: Database, advertiserUuid: string, now: Date): Promise<void> {
  const through = lastFinishedDay(now);
  if (!(await hasPendingDelivery(db, advertiserUuid, through))) return;
  const delivering = (campaigns: PendingCampaign[]) =>
    campaigns.filter((campaign) => daysToPlay(campaign, through).length > 0);
  await campaignSupplies(
    db,
    advertiserUuid,
    delivering(await listPendingCampaigns(db, advertiserUuid, through)),
  );
  await db.transaction(async (tx) => {
    await lockAdvertiserDelivery(tx, advertiserUuid);
    const pending = await listPendingCampaigns(tx, advertiserUuid, through);
    const { supplies, references } = await campaignSupplies(tx, advertiserUuid, delivering(pending));
    const results = await playUnderLimits(tx, advertiserUuid, pending, supplies, through);
    for (const campaign of pending) {
      const result = results.get(campaign.id) ?? { rows: [], state: campaign.state };
      await saveSimulatedDays(tx, advertiserUuid, campaign, result, through);
      if (references && result.rows.length > 0) {
        const context = {
          campaignId: campaign.id,
          shows: campaignShows(references.catalogue, campaign.id, boughtItems(references, campaign)),
          creatives: campaign.creatives,
          targeting: campaign.targeting,
        };
        await saveExposures(tx, advertiserUuid, context, result.rows);
      }
    }
    await markSpendingLimitsReached(tx, advertiserUuid, now);
  });
}

/**
 * Simulates every advertiser's finished days not simulated yet (see {@link simulateDelivery}); the
 * scheduled job's work. Returns how many advertisers had days to simulate.
 */
export async function simulateAllDelivery(db: Database, now: Date): Promise<number> {
  const advertisers = await advertisersWithPendingDelivery(db, lastFinishedDay(now));
  for (const advertiserUuid of advertisers) await simulateDelivery(db, advertiserUuid, now);
  return advertisers.length;
}
