import type { SeedStep } from '../../seed/seedContext.ts';
import { type CatalogueItem, generateCatalogue } from '../../services/catalogue/generateCatalogue.ts';
import { demoId } from '../assets/demoIds.ts';

/**
 * The catalogue the demo playlists pick from: its items are in every catalogue of this size or more
 * (the end-to-end suite loads 3,000 items, `pnpm seed` 100,000; with none loaded the inventory is the
 * default catalogue), so the demo campaigns buy the same shows everywhere.
 */
const PICKED_FROM = 3_000;

/** One demo playlist per inventory type, tagged, with a saved search each. */
const DEMO_PLAYLISTS = [
  {
    key: 'playlist:podcast',
    name: 'Tech & Business Podcasts',
    type: 'podcast',
    collection: 'podcast_v2',
    q: 'technology',
    tags: ['tech', 'b2b'],
    size: 12,
  },
  {
    key: 'playlist:radio',
    name: 'Morning Drive Radio',
    type: 'radio',
    collection: 'radio_v2',
    q: 'commuters',
    tags: ['drive-time', 'local'],
    size: 8,
  },
  {
    key: 'playlist:streaming',
    name: 'Chill Streaming Mixes',
    type: 'streaming',
    collection: 'streaming_v2',
    q: 'chill',
    tags: ['music'],
    size: 20,
  },
  {
    key: 'playlist:emerging',
    name: 'Emerging Creators',
    type: 'emerging',
    collection: 'emerging_v2',
    q: '',
    tags: ['discovery', 'test'],
    size: 5,
  },
] as const;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A playlist's items: the open items of its collection matching its saved search's words (in name,
 * description, supply or genres), the largest audiences first.
 */
function pickItems(catalogue: readonly CatalogueItem[], playlist: (typeof DEMO_PLAYLISTS)[number]): string[] {
  const wanted = words(playlist.q);
  return catalogue
    .filter((item) => {
      if (item.collection !== playlist.collection || !item.open) return false;
      const own = new Set(words(`${item.name} ${item.description} ${item.supply} ${item.genres.join(' ')}`));
      return wanted.every((word) => own.has(word));
    })
    .sort((a, b) => b.audience_size - a.audience_size || (a.id < b.id ? -1 : 1))
    .slice(0, playlist.size)
    .map((item) => item.id);
}

let picked: string[][] | undefined;

/** Each demo playlist's items, picked once. */
function demoItems(): string[][] {
  if (!picked) {
    const catalogue = [...generateCatalogue(PICKED_FROM)];
    picked = DEMO_PLAYLISTS.map((playlist) => pickItems(catalogue, playlist));
  }
  return picked;
}

/** Adds playlists to every onboarded demo advertiser. Idempotent. */
export const seedPlaylists: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    for (const [index, playlist] of DEMO_PLAYLISTS.entries()) {
      const inventoryIds = demoItems()[index] ?? [];
      await db.query(
        `INSERT INTO playlists (id, advertiser_uuid, name, type, inventory_ids, searches, tags, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::text[], $6::jsonb, $7::text[], $8, $8)
         ON CONFLICT (id) DO NOTHING`,
        [
          demoId(advertiser.uuid, playlist.key),
          advertiser.uuid,
          playlist.name,
          playlist.type,
          inventoryIds,
          JSON.stringify([{ collection: playlist.collection, q: playlist.q, filter_by: 'open:=true' }]),
          playlist.tags,
          new Date(now.getTime() - (DEMO_PLAYLISTS.length - index) * 2 * 86_400_000),
        ],
      );
    }
  }
};
