import type { Database } from '../../db/database.ts';
import type { AudienceRow } from './audienceRow.ts';

/** The fields of an audience a user controls, plus its derived size. */
export type AudienceFields = Pick<
  AudienceRow,
  'name' | 'subtype' | 'first_party' | 'correlation_id' | 'cdp_segments'
> & { size_estimate: number | null };

const COLUMNS = `id, advertiser_uuid, name, type, subtype, first_party, correlation_id, cdp_segments,
  size_estimate, created_at, updated_at`;

/** Lists an advertiser's audiences, newest first. */
export async function listAudiences(db: Database, advertiserUuid: string): Promise<AudienceRow[]> {
  const { rows } = await db.query<AudienceRow>(
    `SELECT ${COLUMNS} FROM audiences WHERE advertiser_uuid = $1 ORDER BY created_at DESC, id`,
    [advertiserUuid],
  );
  return rows;
}

/** Finds one audience of an advertiser, or `null`. */
export async function findAudience(
  db: Database,
  advertiserUuid: string,
  id: string,
): Promise<AudienceRow | null> {
  const { rows } = await db.query<AudienceRow>(
    `SELECT ${COLUMNS} FROM audiences WHERE advertiser_uuid = $1 AND id = $2`,
    [advertiserUuid, id],
  );
  return rows[0] ?? null;
}

/** Finds an audience by id alone (for routes without an advertiser in the path), or `null`. */
export async function findAudienceById(db: Database, id: string): Promise<AudienceRow | null> {
  const { rows } = await db.query<AudienceRow>(`SELECT ${COLUMNS} FROM audiences WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Stores a new audience and returns it. */
export async function insertAudience(
  db: Database,
  advertiserUuid: string,
  fields: AudienceFields,
  now: Date,
): Promise<AudienceRow> {
  const { rows } = await db.query<AudienceRow>(
    `INSERT INTO audiences (advertiser_uuid, name, type, subtype, first_party, correlation_id, cdp_segments,
       size_estimate, created_at, updated_at)
     VALUES ($1, $2, 1, $3, $4::jsonb, $5, $6::text[], $7, $8, $8)
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      fields.name,
      fields.subtype,
      JSON.stringify(fields.first_party),
      fields.correlation_id,
      fields.cdp_segments,
      fields.size_estimate,
      now,
    ],
  );
  return rows[0] as AudienceRow;
}

/** Overwrites an audience's fields; `null` when it does not exist. */
export async function saveAudience(
  db: Database,
  advertiserUuid: string,
  id: string,
  fields: AudienceFields,
  now: Date,
): Promise<AudienceRow | null> {
  const { rows } = await db.query<AudienceRow>(
    `UPDATE audiences SET name = $3, subtype = $4, first_party = $5::jsonb, correlation_id = $6,
       cdp_segments = $7::text[], size_estimate = $8, updated_at = $9
     WHERE advertiser_uuid = $1 AND id = $2
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      id,
      fields.name,
      fields.subtype,
      JSON.stringify(fields.first_party),
      fields.correlation_id,
      fields.cdp_segments,
      fields.size_estimate,
      now,
    ],
  );
  return rows[0] ?? null;
}
