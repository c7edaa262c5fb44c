import { brandSafetyMask } from './brandSafetyRisk.ts';
import { createRandom, type Random } from './random.ts';

/** Inventory kinds, as `SEARCH_COLLECTIONS` types them. */
type InventoryKind = 'podcast' | 'radio' | 'streaming' | 'emerging';

/** What an inventory item sells: the supply the forecast and the delivery simulator share. */
export type ItemSupply = {
  /** Unique listeners in a week. */
  audience_size: number;
  /** Ad impressions it sells in a week. */
  weekly_impressions: number;
  /** The lowest price per thousand impressions it sells at, in USD. */
  cpm_floor: number;
  /** The brand-safety categories its content touches (see `brandSafetyMask`). */
  brand_safety: number;
};

/** How a kind of inventory sells, from which every item's figures are drawn. */
type KindProfile = {
  /** Median weekly audience; audiences spread log-normally around it by `spread`. */
  medianAudience: number;
  spread: number;
  /** Ad impressions a listener hears in a week (for podcasts: per episode, times the episodes heard). */
  adsPerListener: readonly [number, number];
  /** CPM floor range, USD. */
  cpmFloor: readonly [number, number];
};

const PROFILES: Readonly<Record<InventoryKind, KindProfile>> = {
  podcast: { medianAudience: 4_000, spread: 1.5, adsPerListener: [2, 4], cpmFloor: [14, 28] },
  radio: { medianAudience: 20_000, spread: 1.1, adsPerListener: [6, 14], cpmFloor: [6, 14] },
  streaming: { medianAudience: 25_000, spread: 1.3, adsPerListener: [5, 12], cpmFloor: [9, 18] },
  emerging: { medianAudience: 6_000, spread: 1.2, adsPerListener: [1.5, 4], cpmFloor: [5, 11] },
};

/** Share of a podcast's episodes a listener of the show plays. */
const EPISODES_PLAYED = 0.6;

/** Audiences are kept between these bounds. */
const AUDIENCE_RANGE = [150, 3_000_000] as const;

const between = (random: Random, [low, high]: readonly [number, number]) =>
  low + (high - low) * random.next();

/** A standard normal draw (Box–Muller). */
function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

/**
 * The supply of catalogue item `key` (seed, collection and number), of a kind, with its genres and,
 * for podcasts, its episodes a week. Drawn from its own random stream, so adding supply changed none of
 * the item's other generated fields. Deterministic.
 */
export function itemSupply(
  key: string,
  kind: InventoryKind,
  genres: readonly string[],
  episodesPerWeek: number | null,
): ItemSupply {
  const random = createRandom(`${key}:supply`);
  const profile = PROFILES[kind];
  const audience = Math.round(
    Math.min(
      AUDIENCE_RANGE[1],
      Math.max(AUDIENCE_RANGE[0], profile.medianAudience * Math.exp(profile.spread * normal(random))),
    ),
  );
  const ads = between(random, profile.adsPerListener);
  const perListener = episodesPerWeek === null ? ads : ads * episodesPerWeek * EPISODES_PLAYED;
  return {
    audience_size: audience,
    weekly_impressions: Math.max(1, Math.round(audience * perListener)),
    cpm_floor: Math.round(between(random, profile.cpmFloor) * 100) / 100,
    brand_safety: brandSafetyMask(genres, random.next),
  };
}
