import type { SeedStep } from '../../seed/seedContext.ts';
import { demoId } from '../assets/demoIds.ts';

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
    q: 'morning',
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

/** Adds playlists to every onboarded demo advertiser. Idempotent. */
export const seedPlaylists: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    for (const [index, playlist] of DEMO_PLAYLISTS.entries()) {
      const inventoryIds = Array.from(
        { length: playlist.size },
        (_, item) => `${playlist.type}-${String(item + 1).padStart(4, '0')}`,
      );
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
