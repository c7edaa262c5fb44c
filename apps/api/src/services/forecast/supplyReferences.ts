import type { Database } from '../../db/database.ts';
import { catalogueIdentity } from '../catalogue/loadedCatalogue.ts';
import type { SupplyReferences } from './planSupply.ts';

/** The ids whose supply figures a forecast or a simulation run needs. */
export type ReferencedIds = { playlistIds: string[]; audienceIds: string[]; segmentIds: string[] };

type ReferencesRow = {
  catalogue: { seed: string; size: number } | null;
  playlists: [string, string[]][];
  audiences: [string, number | null][];
  segments: [string, number][];
};

/**
 * Reads in one statement what plans of an advertiser refer to: the loaded catalogue, the items of the
 * advertiser's playlists, the sizes of its audiences and of the data segments (the marketplace's and its
 * own). Ids that name nothing of the advertiser are left out of the maps.
 */
export async function loadSupplyReferences(
  db: Database,
  advertiserUuid: string,
  ids: ReferencedIds,
): Promise<SupplyReferences> {
  const { rows } = await db.query<ReferencesRow>(
    `SELECT
       (SELECT jsonb_build_object('seed', seed, 'size', size) FROM inventory_catalogue) AS catalogue,
       (SELECT coalesce(jsonb_agg(jsonb_build_array(id::text, inventory_ids)), '[]'::jsonb) FROM playlists
        WHERE advertiser_uuid = $1 AND id = ANY($2::uuid[])) AS playlists,
       (SELECT coalesce(jsonb_agg(jsonb_build_array(id::text, size_estimate)), '[]'::jsonb) FROM audiences
        WHERE advertiser_uuid = $1 AND id = ANY($3::uuid[])) AS audiences,
       (SELECT coalesce(jsonb_agg(jsonb_build_array(id, size)), '[]'::jsonb) FROM segments
        WHERE (advertiser_uuid IS NULL OR advertiser_uuid = $1) AND id = ANY($4::text[])) AS segments`,
    [advertiserUuid, ids.playlistIds, ids.audienceIds, ids.segmentIds],
  );
  const row = rows[0];
  return {
    catalogue: catalogueIdentity(row?.catalogue ?? undefined),
    playlistItems: new Map(row?.playlists ?? []),
    audienceSizes: new Map(row?.audiences ?? []),
    segmentSizes: new Map(row?.segments ?? []),
  };
}
