import { randomUUID } from 'node:crypto';
import type { CampaignTargeting } from '@earshot/validators';
import { LISTENERS_PER_ID } from '../catalogue/listenerIds.ts';
import { createRandom, type Random } from '../catalogue/random.ts';
import { HOURLY_LISTENING } from '../forecast/shareTables.ts';
import { apportion } from './apportion.ts';
import type { ExposureShow } from './campaignShows.ts';
import { DAYPARTS, DEFAULT_REGIONS, DEVICES } from './exposureDimensions.ts';
import type { DeliveryDay } from './simulateCampaign.ts';

/** What a campaign's exposures are spread over. */
export type ExposureContext = {
  campaignId: string;
  shows: readonly ExposureShow[];
  creatives: readonly { id: string; name: string }[];
  targeting: CampaignTargeting;
};

/** A sampled listener of an exposure cell, standing for `weight` listeners of its reach. */
export type ExposureListener = { listenerId: string; exposedAt: Date; weight: number };

/** One cell of a campaign day: one show, place, device, creative and daypart (spend in cents). */
export type ExposureCell = {
  id: string;
  day: string;
  show: ExposureShow;
  country: string;
  region: string | null;
  device: string;
  creative: { id: string; name: string } | null;
  daypart: string;
  impressions: number;
  reach: number;
  listens: number;
  clicks: number;
  spendCents: number;
  conversions: number;
  conversionValueCents: number;
  listeners: ExposureListener[];
};

/** Cells drawn for a campaign day; draws that land on the same values merge into one cell. */
const CELLS_PER_DAY = 12;

/** Listener ids sampled a cell at most; a cell samples one id per `LISTENERS_PER_ID` listeners reached. */
const MAX_LISTENERS_PER_CELL = 25;

const HOUR_MS = 3_600_000;

/** The simulated listener id the pixel's first-party client id is matched against. */
export const listenerIdOf = (id: number): string => `lsn-${id.toString(36)}`;

type Place = { country: string; region: string | null; weight: number };

/** Where a campaign's listeners are: its geo targeting's places, equally, or the default regions. */
function places(geo: CampaignTargeting['geo']): Place[] {
  const listed: Place[] = [
    ...geo.countries.flatMap((country): Place[] => {
      const regions = DEFAULT_REGIONS.filter(({ region }) => region.startsWith(`${country}-`));
      return regions.length > 0
        ? regions.map(({ region, weight }) => ({ country, region, weight: weight / regions.length }))
        : [{ country, region: null, weight: 1 }];
    }),
    ...geo.regions.map((region) => ({
      country: region.slice(0, 2).toUpperCase(),
      region: region.toUpperCase(),
      weight: 1,
    })),
    ...geo.cities.map((city) => ({ country: city.country, region: city.region, weight: 1 })),
    ...(geo.zip_codes.length > 0 ? [{ country: 'US', region: null, weight: 1 }] : []),
  ];
  return listed.length > 0
    ? listed
    : DEFAULT_REGIONS.map(({ region, weight }) => ({ country: region.slice(0, 2), region, weight }));
}

/** Each daypart's share of the day's listening, kept to the campaign's dayparting hours when it has any. */
function daypartWeights(
  day: string,
  dayparting: CampaignTargeting['dayparting'],
): { id: string; weight: number }[] {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const hours = new Set(dayparting.filter((slot) => slot.day === weekday).map((slot) => slot.hour));
  const weights = (allowed: (hour: number) => boolean) =>
    DAYPARTS.map(({ from, to }) => {
      let weight = 0;
      for (let hour = from; hour < to; hour += 1) {
        if (allowed(hour)) weight += HOURLY_LISTENING[weekday * 24 + hour] ?? 0;
      }
      return weight;
    });
  const kept = weights((hour) => hours.has(hour));
  const chosen = kept.some((weight) => weight > 0) ? kept : weights(() => true);
  return DAYPARTS.map(({ id }, index) => ({ id, weight: chosen[index] ?? 0 }));
}

function weighted<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let draw = random.next() * total;
  for (const item of items) {
    draw -= weightOf(item);
    if (draw < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** Distinct draws of a show's listener ids, at most `count`. */
function sampleListeners(random: Random, show: ExposureShow, count: number): number[] {
  const drawn = new Set<number>();
  for (let tries = 0; drawn.size < count && tries < count * 4; tries += 1) {
    const id = show.listenerIds[Math.floor(random.next() * show.listenerIds.length)];
    if (id !== undefined) drawn.add(id);
  }
  return [...drawn];
}

/**
 * Spreads one simulated campaign day over cells: up to {@link CELLS_PER_DAY} draws of a show, a place
 * (by the geo targeting), a device, a creative and a daypart (by the day's listening within the
 * campaign's hours), each with a weight. Every count of the day is apportioned over the cells, so they
 * add up to the day exactly; conversions carry the campaign's order value. Each cell samples listener ids
 * from its show's listeners (one for each 256 reached, at most {@link MAX_LISTENERS_PER_CELL}), exposed at
 * a time inside the cell's daypart. Deterministic for a campaign and day (cell ids aside); no cells
 * without shows.
 */
export function exposureCells(context: ExposureContext, row: DeliveryDay): ExposureCell[] {
  if (context.shows.length === 0) return [];
  const random = createRandom(`${context.campaignId}:${row.day}:exposures`);
  const orderValueCents = Math.round(2000 + 6000 * createRandom(`${context.campaignId}:order-value`).next());
  const placeList = places(context.targeting.geo);
  const dayparts = daypartWeights(row.day, context.targeting.dayparting);
  const drawn = new Map<string, { cell: Omit<ExposureCell, 'id' | 'listeners'>; weight: number }>();
  for (let draw = 0; draw < CELLS_PER_DAY; draw += 1) {
    const show = random.pick(context.shows);
    const place = weighted(random, placeList, (item) => item.weight);
    const device = weighted(random, DEVICES, (item) => item.weight).id;
    const creative = context.creatives.length > 0 ? random.pick(context.creatives) : null;
    const daypart = weighted(random, dayparts, (item) => item.weight).id;
    const weight = 0.5 + random.next();
    const key = [show.id, place.country, place.region, device, creative?.id, daypart].join('|');
    const existing = drawn.get(key);
    if (existing) existing.weight += weight;
    else {
      drawn.set(key, {
        weight,
        cell: {
          day: row.day,
          show,
          country: place.country,
          region: place.region,
          device,
          creative,
          daypart,
          impressions: 0,
          reach: 0,
          listens: 0,
          clicks: 0,
          spendCents: 0,
          conversions: 0,
          conversionValueCents: 0,
        },
      });
    }
  }
  const entries = [...drawn.values()];
  const weights = entries.map((entry) => entry.weight);
  const split = (total: number) => apportion(total, weights);
  const [impressions, reach, listens, clicks, spendCents, conversions] = [
    split(row.impressions),
    split(row.reach),
    split(row.listens),
    split(row.clicks),
    split(row.spendCents),
    split(row.conversions),
  ];
  return entries.map(({ cell }, index) => {
    const cellReach = reach[index] ?? 0;
    const part = DAYPARTS.find((candidate) => candidate.id === cell.daypart) ?? DAYPARTS[0];
    const ids =
      cellReach > 0
        ? sampleListeners(
            random,
            cell.show,
            Math.min(MAX_LISTENERS_PER_CELL, Math.ceil(cellReach / LISTENERS_PER_ID)),
          )
        : [];
    const dayStart = Date.parse(`${row.day}T00:00:00Z`);
    return {
      ...cell,
      id: randomUUID(),
      impressions: impressions[index] ?? 0,
      reach: cellReach,
      listens: listens[index] ?? 0,
      clicks: clicks[index] ?? 0,
      spendCents: spendCents[index] ?? 0,
      conversions: conversions[index] ?? 0,
      conversionValueCents: (conversions[index] ?? 0) * orderValueCents,
      listeners: ids.map((id) => ({
        listenerId: listenerIdOf(id),
        exposedAt: new Date(dayStart + (part.from + random.next() * (part.to - part.from)) * HOUR_MS),
        weight: cellReach / ids.length,
      })),
    };
  });
}
