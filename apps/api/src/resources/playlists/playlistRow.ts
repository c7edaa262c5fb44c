import type { components } from '@earshot/sdk-core';
import { catalogueIdentity } from '../../services/catalogue/loadedCatalogue.ts';
import { type AdvertiserRecordRow, advertiserRecord, numeric, wireMapper } from '../shared/wireMapper.ts';
import { playlistReach } from './playlistReach.ts';

/** A saved inventory search of a playlist (`SavedSearch` in the contract). */
export type SavedSearch = components['schemas']['SavedSearch'];

/** The kinds of inventory a playlist holds. */
export const PLAYLIST_TYPES = ['podcast', 'radio', 'streaming', 'emerging'] as const;

/** A playlist as stored in the `playlists` table (with its computed size and the loaded catalogue). */
export type PlaylistRow = AdvertiserRecordRow & {
  id: string;
  name: string;
  type: (typeof PLAYLIST_TYPES)[number];
  inventory_ids: string[];
  searches: SavedSearch[];
  tags: string[];
  inventory_size: number | string;
  /** The inventory catalogue loaded (`inventory_catalogue`), which the items' reach is read from. */
  catalogue_seed: string | null;
  catalogue_size: number | null;
};

/** A playlist as the contract shows it. */
export type Playlist = components['schemas']['Playlist'];

/** Maps a stored playlist row to its wire shape. */
export const toPlaylist = wireMapper<PlaylistRow, Playlist>()(
  'id advertiser_id name type inventory_ids searches tags inventory_size reach created_at updated_at',
  {
    ...advertiserRecord,
    inventory_size: numeric('inventory_size'),
    reach: (row) =>
      playlistReach(
        catalogueIdentity({ seed: row.catalogue_seed, size: row.catalogue_size }),
        row.inventory_ids,
      ),
  },
);
