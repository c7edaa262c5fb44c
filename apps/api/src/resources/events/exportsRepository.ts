import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';

/** A prepared export file. */
export type ExportRow = { id: string; filename: string; content: string; expires_at: Date | string };

/** Stores an export and returns its id. */
export async function insertExport(
  db: Database,
  advertiserUuid: string,
  file: { filename: string; content: string },
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO exports (advertiser_uuid, filename, content, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [advertiserUuid, file.filename, file.content, now, expiresAt],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The export could not be stored');
  return id;
}

/** An export that has not expired, or `null`. */
export async function findLiveExport(db: Database, id: string, now: Date): Promise<ExportRow | null> {
  return queryFirst<ExportRow>(
    db,
    'SELECT id, filename, content, expires_at FROM exports WHERE id = $1 AND expires_at > $2',
    [id, now],
  );
}
