import { BRAND_SAFETY_CATEGORIES, type CampaignTargeting } from '@earshot/validators';
import { brandSafetyBit } from '../catalogue/brandSafetyRisk.ts';
import { LISTENER_POPULATION } from '../catalogue/listenerIds.ts';
import { foldText } from '../geocoding/foldText.ts';
import { LANGUAGES, PLACEMENTS, PLAYERS } from '../targeting/targetingOptions.ts';
import { geoShare } from './geoShare.ts';
import { HOURLY_LISTENING, LANGUAGE_NAMES, OTHER_PLACEMENT_SHARE, OTHER_SHARE } from './shareTables.ts';

/** Listeners an audience without a known size (a first-party or CRM audience, an unknown segment) counts. */
const UNSIZED_AUDIENCE_LISTENERS = 50_000;

/** What the targeting adds to the inventory's CPM for each dimension it narrows, and for audiences. */
const NARROWING_PREMIUM = 0.05;
const AUDIENCE_PREMIUM = 0.2;

/** How a campaign's targeting narrows its inventory. */
export type TargetingShares = {
  /** Share of the inventory's listeners it keeps: geo × languages × players × audiences × segments. */
  listeners: number;
  /** Share of the inventory's impressions it keeps: the listeners' share × dayparting × placements. */
  impressions: number;
  /** The CPM's factor: 1 plus {@link NARROWING_PREMIUM} a narrowed dimension, {@link AUDIENCE_PREMIUM} for audiences. */
  cpmFactor: number;
  /** The brand-safety categories avoided, as a mask: inventory touching any of them is left out. */
  excludedBrandSafety: number;
};

/** The share of a list: the sum over its distinct keys, at most 1; an empty list keeps everything. */
function listShare(entries: readonly string[], share: (entry: string) => [key: string, share: number]) {
  if (entries.length === 0) return 1;
  const shares = new Map(entries.map(share));
  return Math.min(
    1,
    [...shares.values()].reduce((sum, value) => sum + value, 0),
  );
}

const squeezed = (entry: string) => foldText(entry).replaceAll(' ', '');

const LANGUAGE_SHARES = new Map(LANGUAGES.map((language) => [language.code, language.share]));
const PLACEMENT_SHARES = new Map(PLACEMENTS.map((placement) => [squeezed(placement.id), placement.share]));

function languageShare(entry: string): [string, number] {
  const folded = foldText(entry);
  const code = LANGUAGE_NAMES[squeezed(entry)] ?? folded.split(' ')[0] ?? '';
  return [code, LANGUAGE_SHARES.get(code) ?? OTHER_SHARE];
}

function playerShare(entry: string): [string, number] {
  const name = squeezed(entry);
  const known = PLAYERS.find((player) => name.includes(player.id));
  return known ? [known.id, known.share] : [name, OTHER_SHARE];
}

function placementShare(entry: string): [string, number] {
  const name = squeezed(entry);
  return [name, PLACEMENT_SHARES.get(name) ?? OTHER_PLACEMENT_SHARE];
}

const WEEK_LISTENING = HOURLY_LISTENING.reduce((sum, weight) => sum + weight, 0);

function daypartShare(slots: CampaignTargeting['dayparting']): number {
  if (slots.length === 0) return 1;
  const hours = new Set(slots.map((slot) => slot.day * 24 + slot.hour));
  return [...hours].reduce((sum, hour) => sum + (HOURLY_LISTENING[hour] ?? 0), 0) / WEEK_LISTENING;
}

/** The share of the population a list of audiences holds (their listeners added up), 1 for no list. */
function audienceShare(sizes: readonly (number | null)[]): number {
  if (sizes.length === 0) return 1;
  const listeners = sizes.reduce<number>((sum, size) => sum + (size ?? UNSIZED_AUDIENCE_LISTENERS), 0);
  return Math.min(1, listeners / LISTENER_POPULATION);
}

/** The audiences a plan targets, by their sizes (`null` for one without a known size). */
export type TargetedAudiences = {
  /** The advertiser's own audiences (the campaign's `audience_ids`). */
  advertiser: readonly (number | null)[];
  /** The data segments of its targeting (`targeting.audiences`). */
  segments: readonly (number | null)[];
};

/**
 * How the targeting narrows the inventory: each dimension keeps its share of listening (geo by
 * population, languages, players and placements by the shares of their targeting options, dayparting by
 * the hourly listening curve, the advertiser's audiences and the data segments each by their listeners
 * over the population), the dimensions taken as independent. Data and brand-safety partners measure
 * rather than narrow, so they keep everything.
 */
export async function targetingShares(
  targeting: CampaignTargeting,
  audiences: TargetedAudiences,
): Promise<TargetingShares> {
  const { geo } = targeting;
  const listeners =
    (await geoShare(geo)) *
    listShare(targeting.languages, languageShare) *
    listShare(targeting.players, playerShare) *
    audienceShare(audiences.advertiser) *
    audienceShare(audiences.segments);
  const narrowed = [
    geo.countries.length + geo.regions.length + geo.cities.length + geo.zip_codes.length,
    targeting.dayparting.length,
    targeting.languages.length,
    targeting.players.length,
    targeting.placement.length,
  ].filter((count) => count > 0).length;
  const audienced = audiences.advertiser.length + audiences.segments.length > 0;
  let excludedBrandSafety = 0;
  for (const { value } of BRAND_SAFETY_CATEGORIES) {
    if (targeting.brand_suitability.categories[value]) excludedBrandSafety |= brandSafetyBit(value);
  }
  return {
    listeners,
    impressions:
      listeners * daypartShare(targeting.dayparting) * listShare(targeting.placement, placementShare),
    cpmFactor: 1 + NARROWING_PREMIUM * narrowed + (audienced ? AUDIENCE_PREMIUM : 0),
    excludedBrandSafety,
  };
}
