import type { Database } from '../../db/database.ts';
import { advertiserTable } from '../shared/advertiserTable.ts';
import type { PlaylistRow } from './playlistRow.ts';

/** The fields of a playlist a user controls. */
export type PlaylistFields = Pick<PlaylistRow, 'name' | 'type' | 'inventory_ids' | 'searches' | 'tags'>;

// The catalogue marker comes along, so a playlist's reach needs no statement of its own.
const COLUMNS = `id, advertiser_uuid, name, type, inventory_ids, searches, tags,
  cardinality(inventory_ids) AS inventory_size, created_at, updated_at,
  (SELECT seed FROM inventory_catalogue) AS catalogue_seed, (SELECT size FROM inventory_catalogue) AS catalogue_size`;

/** The advertisers' playlists, newest first; a save overwrites the user-controlled fields. */
export const playlists = advertiserTable<PlaylistRow, PlaylistFields>()({
  table: 'playlists',
  key: 'id',
  select: COLUMNS,
  order: 'created_at DESC, id',
  columns: 'name, type, inventory_ids::text[], searches::jsonb, tags::text[]',
});

/** Deletes a playlist and takes it out of the campaigns buying it; returns whether it existed. */
export async function deletePlaylist(db: Database, advertiserUuid: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await playlists.remove(tx, advertiserUuid, id))) return false;
    await tx.query(
      `UPDATE campaigns SET playlist_ids = array_remove(playlist_ids, $2::uuid)
       WHERE advertiser_uuid = $1 AND $2::uuid = ANY(playlist_ids)`,
      [advertiserUuid, id],
    );
    return true;
  });
}
