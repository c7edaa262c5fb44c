import type { components } from '@earshot/sdk-core';

/** A saved inventory search of a playlist (`SavedSearch` in the contract). */
export type SavedSearch = components['schemas']['SavedSearch'];

/** The kinds of inventory a playlist holds. */
export const PLAYLIST_TYPES = ['podcast', 'radio', 'streaming', 'emerging'] as const;

/** A playlist as stored in the `playlists` table (with its computed size). */
export type PlaylistRow = {
  id: string;
  advertiser_uuid: string;
  name: string;
  type: (typeof PLAYLIST_TYPES)[number];
  inventory_ids: string[];
  searches: SavedSearch[];
  tags: string[];
  inventory_size: number | string;
  created_at: Date | string;
  updated_at: Date | string;
};

/** A playlist as the contract shows it. */
export type Playlist = components['schemas']['Playlist'];

/** Maps a stored playlist row to its wire shape. */
export function toPlaylist(row: PlaylistRow): Playlist {
  return {
    id: row.id,
    advertiser_id: row.advertiser_uuid,
    name: row.name,
    type: row.type,
    inventory_ids: row.inventory_ids,
    searches: row.searches,
    tags: row.tags,
    inventory_size: Number(row.inventory_size),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
