import type { Database } from '../../db/database.ts';
import type { PlaylistRow } from './playlistRow.ts';

/** The fields of a playlist a user controls. */
export type PlaylistFields = Pick<PlaylistRow, 'name' | 'type' | 'inventory_ids' | 'searches' | 'tags'>;

const COLUMNS = `id, advertiser_uuid, name, type, inventory_ids, searches, tags,
  cardinality(inventory_ids) AS inventory_size, created_at, updated_at`;

/** Lists an advertiser's playlists, newest first. */
export async function listPlaylists(db: Database, advertiserUuid: string): Promise<PlaylistRow[]> {
  const { rows } = await db.query<PlaylistRow>(
    `SELECT ${COLUMNS} FROM playlists WHERE advertiser_uuid = $1 ORDER BY created_at DESC, id`,
    [advertiserUuid],
  );
  return rows;
}

/** Finds one playlist of an advertiser, or `null`. */
export async function findPlaylist(
  db: Database,
  advertiserUuid: string,
  id: string,
): Promise<PlaylistRow | null> {
  const { rows } = await db.query<PlaylistRow>(
    `SELECT ${COLUMNS} FROM playlists WHERE advertiser_uuid = $1 AND id = $2`,
    [advertiserUuid, id],
  );
  return rows[0] ?? null;
}

/** Stores a new playlist and returns it. */
export async function insertPlaylist(
  db: Database,
  advertiserUuid: string,
  fields: PlaylistFields,
  now: Date,
): Promise<PlaylistRow> {
  const { rows } = await db.query<PlaylistRow>(
    `INSERT INTO playlists (advertiser_uuid, name, type, inventory_ids, searches, tags, created_at, updated_at)
     VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6::text[], $7, $7)
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      fields.name,
      fields.type,
      fields.inventory_ids,
      JSON.stringify(fields.searches),
      fields.tags,
      now,
    ],
  );
  return rows[0] as PlaylistRow;
}

/** Overwrites the user-controlled fields of a playlist; `null` when it does not exist. */
export async function savePlaylist(
  db: Database,
  advertiserUuid: string,
  id: string,
  fields: PlaylistFields,
  now: Date,
): Promise<PlaylistRow | null> {
  const { rows } = await db.query<PlaylistRow>(
    `UPDATE playlists SET name = $3, type = $4, inventory_ids = $5::text[], searches = $6::jsonb,
       tags = $7::text[], updated_at = $8
     WHERE advertiser_uuid = $1 AND id = $2
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      id,
      fields.name,
      fields.type,
      fields.inventory_ids,
      JSON.stringify(fields.searches),
      fields.tags,
      now,
    ],
  );
  return rows[0] ?? null;
}

/** Deletes a playlist and takes it out of the campaigns buying it; returns whether it existed. */
export async function deletePlaylist(db: Database, advertiserUuid: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'DELETE FROM playlists WHERE advertiser_uuid = $1 AND id = $2 RETURNING id',
      [advertiserUuid, id],
    );
    if (rows.length === 0) return false;
    await tx.query(
      `UPDATE campaigns SET playlist_ids = array_remove(playlist_ids, $2::uuid)
       WHERE advertiser_uuid = $1 AND $2::uuid = ANY(playlist_ids)`,
      [advertiserUuid, id],
    );
    return true;
  });
}
