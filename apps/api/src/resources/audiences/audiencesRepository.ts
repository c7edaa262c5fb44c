import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import { advertiserTable } from '../shared/advertiserTable.ts';
import type { AudienceRow } from './audienceRow.ts';

/** The fields of an audience a user controls, plus its derived size. */
export type AudienceFields = Pick<
  AudienceRow,
  'name' | 'subtype' | 'first_party' | 'correlation_id' | 'cdp_segments'
> & { size_estimate: number | null };

const COLUMNS = `id, advertiser_uuid, name, type, subtype, first_party, correlation_id, cdp_segments,
  size_estimate, created_at, updated_at`;

/** The advertisers' audiences (all of type 1, the column's default), newest first. */
export const audiences = advertiserTable<AudienceRow, AudienceFields>()({
  table: 'audiences',
  key: 'id',
  select: COLUMNS,
  order: 'created_at DESC, id',
  columns: 'name, subtype, first_party::jsonb, correlation_id, cdp_segments::text[], size_estimate',
});

/** Finds an audience by id alone (for routes without an advertiser in the path), or `null`. */
export async function findAudienceById(db: Database, id: string): Promise<AudienceRow | null> {
  return queryFirst<AudienceRow>(db, `SELECT ${COLUMNS} FROM audiences WHERE id = $1`, [id]);
}
