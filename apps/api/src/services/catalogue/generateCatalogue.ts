import { CONTENT_CATEGORIES, SEARCH_COLLECTIONS, type SearchCollection } from '@earshot/validators';
import { DEMO_ADVERTISERS } from '../../seed/demoAccounts.ts';
import { embed } from './embedding.ts';
import { itemSupply } from './itemSupply.ts';
import { createRandom, type Random } from './random.ts';
import {
  ADJECTIVES,
  AUDIENCES,
  BRANDS,
  CADENCES,
  CALL_LETTERS,
  CITIES,
  EXCHANGES,
  EXTRA_DEALS,
  FIRST_NAMES,
  LAST_NAMES,
  MOODS,
  SHOW_WORDS,
  SUPPLIERS,
} from './vocabulary.ts';

/** Inventory kind of a collection, e.g. `'podcast'`. */
export type InventoryType = (typeof SEARCH_COLLECTIONS)[number]['type'];

/** One generated inventory item, as stored. */
export type CatalogueItem = {
  collection: SearchCollection;
  id: string;
  name: string;
  supply: string;
  type: InventoryType;
  description: string;
  dealid: string;
  exchange: string;
  open: boolean;
  /** Content category values (children of the content category tree). */
  genres: string[];
  /** Podcasts only. */
  episode_count: number | null;
  /** Episodes per week; podcasts only. */
  frequency: number | null;
  /** Unique listeners in a week. */
  audience_size: number;
  /** Ad impressions it sells in a week. */
  weekly_impressions: number;
  /** The lowest price per thousand impressions it sells at, in USD. */
  cpm_floor: number;
  embedding: number[];
};

/** The default seed of the sandbox catalogue. */
export const CATALOGUE_SEED = 'earshot-catalogue-v1';

/** Items `pnpm seed` loads unless `EARSHOT_CATALOGUE_SIZE` says otherwise. */
export const DEFAULT_CATALOGUE_SIZE = 100_000;

/** Share of the catalogue each collection gets, in collection order. */
const SHARES: Record<InventoryType, number> = { podcast: 0.55, radio: 0.2, streaming: 0.15, emerging: 0.1 };

/** The prefix of an item id of each kind: `pod-000042`. */
export const ID_PREFIX: Readonly<Record<InventoryType, string>> = {
  podcast: 'pod',
  radio: 'rad',
  streaming: 'str',
  emerging: 'emg',
};

/** Every deal id the catalogue uses: the demo advertisers' deals first, so the demo finds inventory. */
export const CATALOGUE_DEALS: readonly string[] = [
  ...DEMO_ADVERTISERS.flatMap((advertiser) => advertiser.deals),
  ...EXTRA_DEALS,
];

type Topic = { genre: string; parent: string; label: string };

const TOPICS_BY_PARENT: Topic[][] = CONTENT_CATEGORIES.map((parent) =>
  parent.children.map((child) => ({
    genre: child.value,
    parent: parent.value,
    // 'Hip-Hop/Rap' → 'Hip Hop Rap': slashes and hyphens would make compound full-text tokens.
    label: child.label.replace(/[-/]+/g, ' '),
  })),
);
const MUSIC_TOPICS = TOPICS_BY_PARENT.find((topics) => topics[0]?.parent === 'music') ?? [];

/** How many items of each collection a catalogue of `size` items holds (they add up to `size`). */
export function collectionSizes(size: number): Record<InventoryType, number> {
  const podcast = Math.round(size * SHARES.podcast);
  const radio = Math.round(size * SHARES.radio);
  const streaming = Math.round(size * SHARES.streaming);
  return { podcast, radio, streaming, emerging: size - podcast - radio - streaming };
}

function pickTopics(random: Random, type: InventoryType): Topic[] {
  const family = type !== 'podcast' && random.chance(0.5) ? MUSIC_TOPICS : random.pick(TOPICS_BY_PARENT);
  const first = random.pick(family);
  const topics = [first];
  const second = random.pick(family);
  if (second.genre !== first.genre && random.chance(0.5)) topics.push(second);
  if (random.chance(0.15)) {
    const other = random.pick(random.pick(TOPICS_BY_PARENT));
    if (!topics.some((topic) => topic.genre === other.genre)) topics.push(other);
  }
  return topics;
}

function host(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

function callSign(random: Random): string {
  const letters = 'ABCDEFGHJKLMNPRSTVWXYZ';
  const tail = Array.from({ length: 3 }, () => letters[random.int(0, letters.length - 1)]).join('');
  return `${random.pick(CALL_LETTERS)}${tail}`;
}

function nameOf(random: Random, type: InventoryType, topic: Topic): string {
  const label = topic.label;
  switch (type) {
    case 'podcast':
      return random.pick([
        () => `The ${random.pick(ADJECTIVES)} ${label} ${random.pick(SHOW_WORDS)}`,
        () => `${label} ${random.pick(SHOW_WORDS)} with ${host(random)}`,
        () => `${random.pick(ADJECTIVES)} ${label}`,
      ])();
    case 'radio':
      return random.pick([
        () => `${random.pick(CITIES)} ${label} Radio`,
        () => `${callSign(random)} ${random.pick(CITIES)}`,
        () => `${random.pick(ADJECTIVES)} ${label} FM`,
      ])();
    case 'streaming':
      return random.pick([
        () => `${random.pick(BRANDS)} ${label} Mix`,
        () => `${label} ${random.pick(MOODS)} Playlist`,
        () => `${random.pick(BRANDS)} ${label} Station`,
      ])();
    case 'emerging':
      return random.pick([
        () => `${random.pick(BRANDS)} ${label} on Smart Speakers`,
        () => `${label} Ingame Audio by ${random.pick(BRANDS)}`,
        () => `${random.pick(BRANDS)} ${label} Voice Channel`,
      ])();
  }
}

function descriptionOf(random: Random, type: InventoryType, topics: Topic[], cadence: string): string {
  const about = topics.map((topic) => topic.label.toLowerCase()).join(' and ');
  const audience = random.pick(AUDIENCES);
  switch (type) {
    case 'podcast':
      return `A ${cadence} podcast about ${about}, hosted by ${host(random)}. Made for ${audience}.`;
    case 'radio':
      return `Live radio from ${random.pick(CITIES)} with ${about} around the clock. Loved by ${audience}.`;
    case 'streaming':
      return `A streaming channel of ${about} for ${random.pick(MOODS).toLowerCase()} listening, with audio ads between tracks.`;
    case 'emerging':
      return `Audio placements around ${about} on new surfaces, reaching ${audience} where screens are off.`;
  }
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** An item's key in the generator: its random streams are seeded from it. */
const itemKey = (seed: string, collection: SearchCollection, n: number) => `${seed}:${collection}:${n}`;

const typeOf = (collection: SearchCollection) =>
  SEARCH_COLLECTIONS.find((entry) => entry.value === collection)?.type as InventoryType;

/** An item's first draws: its topics, then its publishing rhythm (read by podcasts only). */
function itemStart(seed: string, collection: SearchCollection, n: number) {
  const type = typeOf(collection);
  const random = createRandom(itemKey(seed, collection, n));
  const topics = pickTopics(random, type);
  const cadence = random.pick(CADENCES);
  return { type, random, topics, cadence, frequency: type === 'podcast' ? cadence.frequency : null };
}

/** What the supply model needs of an item, without the text and embedding the full item costs. */
export type CatalogueItemProfile = {
  type: InventoryType;
  genres: string[];
  /** Episodes per week; podcasts only. */
  frequency: number | null;
  /** Seeds the item's listener ids (see `itemListenerIds`). */
  key: string;
};

/** Item number `n` (from 1) of a collection, as far as the supply model reads it: the same as the full item. */
export function catalogueItemProfile(
  seed: string,
  collection: SearchCollection,
  n: number,
): CatalogueItemProfile {
  const { type, topics, frequency } = itemStart(seed, collection, n);
  return { type, genres: topics.map((topic) => topic.genre), frequency, key: itemKey(seed, collection, n) };
}

/** Generates item number `n` (from 1) of a collection; the same arguments always give the same item. */
export function generateItem(seed: string, collection: SearchCollection, n: number): CatalogueItem {
  const { type, random, topics, cadence, frequency } = itemStart(seed, collection, n);
  const primary = topics[0] as Topic;
  const name = nameOf(random, type, primary);
  const genres = topics.map((topic) => topic.genre);
  const { brand_safety: _brandSafety, ...supply } = itemSupply(
    itemKey(seed, collection, n),
    type,
    genres,
    frequency,
  );
  return {
    collection,
    id: `${ID_PREFIX[type]}-${String(n).padStart(6, '0')}`,
    name,
    supply: random.pick(SUPPLIERS),
    type,
    description: descriptionOf(random, type, topics, cadence.word),
    dealid: random.pick(CATALOGUE_DEALS),
    exchange: random.pick(EXCHANGES),
    open: random.chance(0.7),
    genres,
    episode_count: type === 'podcast' ? Math.round(cadence.frequency * random.int(4, 400)) + 1 : null,
    frequency,
    ...supply,
    embedding: embed({
      genres,
      parents: [...new Set(topics.map((topic) => topic.parent))],
      words: words(name),
    }),
  };
}

/** The whole catalogue of `size` items across the four collections, in collection then id order. */
export function* generateCatalogue(size: number, seed: string = CATALOGUE_SEED): Generator<CatalogueItem> {
  const sizes = collectionSizes(size);
  for (const { value, type } of SEARCH_COLLECTIONS) {
    for (let n = 1; n <= sizes[type]; n += 1) yield generateItem(seed, value, n);
  }
}
