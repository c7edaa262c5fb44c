import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';

/** A data segment (`Segment` in the contract). */
export type Segment = components['schemas']['Segment'];

type SegmentRow = { id: string; name: string; provider: string; size: number | string; cpm: number | string };

const toSegment = (row: SegmentRow): Segment => ({
  id: row.id,
  name: row.name,
  provider: row.provider,
  size: Number(row.size),
  cpm: Number(row.cpm),
});

/** One page of the given segments, by name, with their total count. */
export async function listSegmentsPage(
  db: Database,
  ids: string[],
  page: number,
  size: number,
): Promise<{ segments: Segment[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    db.query<SegmentRow>(
      `SELECT id, name, provider, size, cpm FROM segments WHERE id = ANY($1::text[])
       ORDER BY name, id LIMIT $2 OFFSET $3`,
      [ids, size, page * size],
    ),
    db.query<{ total: number | string }>(
      'SELECT count(*) AS total FROM segments WHERE id = ANY($1::text[])',
      [ids],
    ),
  ]);
  return { segments: rows.map(toSegment), total: Number(count.rows[0]?.total ?? 0) };
}

/** Hits per page of a segment search: the search service's default page size (spec §9). */
const SEARCH_PAGE_SIZE = 10;

/**
 * Searches the marketplace catalogue by name (case-insensitive substring; blank or `*` matches
 * everything). `page` is 1-based like the inventory search.
 */
export async function searchCatalogueSegments(
  db: Database,
  q: string,
  page: number,
): Promise<{ hits: Segment[]; found: number }> {
  const term = q.trim() === '*' ? '' : q.trim();
  // Escape LIKE wildcards so the text is matched literally.
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const [{ rows }, count] = await Promise.all([
    db.query<SegmentRow>(
      `SELECT id, name, provider, size, cpm FROM segments
       WHERE advertiser_uuid IS NULL AND name ILIKE $1
       ORDER BY size DESC, id LIMIT $2 OFFSET $3`,
      [pattern, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE],
    ),
    db.query<{ total: number | string }>(
      'SELECT count(*) AS total FROM segments WHERE advertiser_uuid IS NULL AND name ILIKE $1',
      [pattern],
    ),
  ]);
  return { hits: rows.map(toSegment), found: Number(count.rows[0]?.total ?? 0) };
}

/** The ids among `ids` that are not segments the advertiser may use (its own or the catalogue's). */
export async function unknownSegments(
  db: Database,
  advertiserUuid: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM segments WHERE id = ANY($2::text[]) AND (advertiser_uuid IS NULL OR advertiser_uuid = $1)`,
    [advertiserUuid, ids],
  );
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Sum of the sizes of the given segments: the reach estimate of a CDP audience. */
export async function segmentsSize(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { rows } = await db.query<{ total: number | string | null }>(
    'SELECT sum(size) AS total FROM segments WHERE id = ANY($1::text[])',
    [ids],
  );
  return Number(rows[0]?.total ?? 0);
}
