import {
  type CampaignTargeting,
  FREQUENCY_CAP_PERIOD_DAYS,
  type FrequencyCapPeriod,
} from '@earshot/validators';
import type { CatalogueIdentity } from '../catalogue/loadedCatalogue.ts';
import { loadCatalogueModel } from './catalogueModel.ts';
import { catalogueSupply, listedSupply } from './inventorySupply.ts';
import { targetingShares } from './targetingShares.ts';

/** What a plan refers to in the database, read once for a forecast or a simulation run. */
export type SupplyReferences = {
  catalogue: CatalogueIdentity;
  /** Inventory item ids of the advertiser's playlists, by playlist id. */
  playlistItems: ReadonlyMap<string, readonly string[]>;
  /** Listeners of the advertiser's audiences, by audience id (`null`: no known size). */
  audienceSizes: ReadonlyMap<string, number | null>;
  /** Listeners of the data segments, by segment id. */
  segmentSizes: ReadonlyMap<string, number>;
};

/** A frequency cap: at most `count` impressions per listener a period. */
export type FrequencyCap = { count: number; period: FrequencyCapPeriod };

/** The fields of a campaign or a plan its supply depends on. */
export type SupplyPlan = {
  playlist_ids: readonly string[];
  audience_ids: readonly string[];
  targeting: CampaignTargeting;
  frequency_cap: FrequencyCap | null;
  start_date: string;
  end_date: string;
};

/** What a plan's targeted inventory sells, before the flight's day-to-day variation. */
export type PlanSupply = {
  /** Impressions it sells a day, its frequency cap allowing. */
  dailyImpressions: number;
  /** Impressions it sells a day, whatever the frequency cap. */
  uncappedDailyImpressions: number;
  /** The CPM before the auction's markup: its items' impression-weighted floor, with the targeting's premium. */
  cpm: number;
  /** Unique listeners it reaches over the flight (all it could ever reach). */
  flightListeners: number;
  /** Most impressions the frequency cap allows over the flight (Infinity without a cap). */
  capAllowance: number;
};

/** The CPM quoted for inventory that sells nothing (no impressions to weigh floors by). */
const EMPTY_INVENTORY_CPM = 20;

/** Share of an inventory's weekly listeners who listen to it on a given day. */
const DAILY_LISTENING = 0.15;

const DAY_MS = 86_400_000;

/** Days of a flight, first and last included. */
export function flightDays(plan: { start_date: string; end_date: string }): number {
  return Math.round((Date.parse(plan.end_date) - Date.parse(plan.start_date)) / DAY_MS) + 1;
}

/**
 * Listeners an inventory of `weekly` unique listeners reaches over `days`: each listens on a given day
 * with the chance {@link DAILY_LISTENING}, so a day reaches 22% of a week's listeners and a month 146%.
 */
function listenersOver(weekly: number, days: number): number {
  const reached = (span: number) => 1 - (1 - DAILY_LISTENING) ** span;
  return (weekly * reached(days)) / reached(7);
}

/**
 * Impressions a frequency cap allows one listener over a flight: its count for each period the flight
 * spans, a period begun counting whole (Infinity without a cap).
 */
export function impressionsPerListener(cap: FrequencyCap | null, days: number): number {
  return cap ? cap.count * Math.ceil(days / FREQUENCY_CAP_PERIOD_DAYS[cap.period]) : Number.POSITIVE_INFINITY;
}

/**
 * The items a plan buys: its playlists' items, narrowed to the targeting's own inventory list when it
 * has one; that list alone without playlists; `undefined` (the whole catalogue) with neither.
 */
export function boughtItems(references: SupplyReferences, plan: SupplyPlan): Set<string> | undefined {
  const listed = plan.targeting.inventory;
  if (plan.playlist_ids.length === 0) return listed.length > 0 ? new Set(listed) : undefined;
  const items = new Set(
    plan.playlist_ids.flatMap((id) => references.playlistItems.get(id.toLowerCase()) ?? []),
  );
  if (listed.length === 0) return items;
  const kept = new Set(listed);
  return new Set([...items].filter((id) => kept.has(id)));
}

/**
 * What a plan's inventory sells it: the items it buys (or the whole catalogue), less brand-safety
 * exclusions, narrowed by its targeting's shares (see `targetingShares`), as impressions a day and a
 * CPM; its listeners over the flight and what its frequency cap allows (the cap limits impressions to
 * listeners × count × the periods the flight spans). The forecast and the delivery simulator both read
 * supply from here.
 */
export async function planSupply(references: SupplyReferences, plan: SupplyPlan): Promise<PlanSupply> {
  const shares = await targetingShares(plan.targeting, {
    advertiser: [...new Set(plan.audience_ids.map((id) => id.toLowerCase()))].map(
      (id) => references.audienceSizes.get(id) ?? null,
    ),
    segments: [...new Set(plan.targeting.audiences)].map((id) => references.segmentSizes.get(id) ?? null),
  });
  const items = boughtItems(references, plan);
  const inventory = items
    ? listedSupply(references.catalogue, items, shares.excludedBrandSafety)
    : catalogueSupply(await loadCatalogueModel(references.catalogue), shares.excludedBrandSafety);
  const days = flightDays(plan);
  const uncappedDailyImpressions = (inventory.weeklyImpressions * shares.impressions) / 7;
  const cap = plan.frequency_cap;
  // Listeners are counted only when a cap or the forecast's reach needs them: the union costs.
  const flightListeners = () => listenersOver(inventory.weeklyListeners() * shares.listeners, days);
  const capAllowance = cap ? flightListeners() * impressionsPerListener(cap, days) : Number.POSITIVE_INFINITY;
  return {
    dailyImpressions: Math.min(uncappedDailyImpressions, capAllowance / days),
    uncappedDailyImpressions,
    cpm: (inventory.cpmFloor > 0 ? inventory.cpmFloor : EMPTY_INVENTORY_CPM) * shares.cpmFactor,
    get flightListeners() {
      return flightListeners();
    },
    capAllowance,
  };
}
