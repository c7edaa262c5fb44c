import type { Database } from '../../db/database.ts';
import {
  advertisersWithPendingDelivery,
  hasPendingDelivery,
  listPendingCampaigns,
  lockAdvertiserDelivery,
  saveSimulatedDays,
} from './deliveryRepository.ts';
import { simulateCampaign } from './simulateCampaign.ts';

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

/**
 * Simulates the advertiser's delivery for every finished day (up to yesterday, UTC) not simulated yet.
 * Delivering campaigns get their days inside the flight played by {@link simulateCampaign}; every other
 * campaign just has those days closed, so days it spent paused or in draft are never filled in later.
 * Concurrent calls wait on the advertiser's lock, so each day is simulated once.
 */
export async function simulateDelivery(db: Database, advertiserUuid: string, now: Date): Promise<void> {
  const through = lastFinishedDay(now);
  if (!(await hasPendingDelivery(db, advertiserUuid, through))) return;
  await db.transaction(async (tx) => {
    await lockAdvertiserDelivery(tx, advertiserUuid);
    for (const campaign of await listPendingCampaigns(tx, advertiserUuid, through)) {
      const after = campaign.simulated_through ? Date.parse(campaign.simulated_through) + DAY_MS : 0;
      const first = Math.max(Date.parse(campaign.start_date), after);
      const last = Math.min(Date.parse(campaign.end_date), Date.parse(through));
      const days = DELIVERING_STATUSES.has(campaign.status) ? daysBetween(first, last) : [];
      const result = simulateCampaign(campaign, campaign.state, days);
      await saveSimulatedDays(tx, advertiserUuid, campaign, result, through);
    }
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
