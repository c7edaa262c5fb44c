import type { AttributionModel } from '@earshot/validators';
import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import { HttpError } from '../../http/errors.ts';
import { ADVERTISER_COLUMNS, type AdvertiserRow } from './advertiserRow.ts';

/** Fields of an advertiser a client may set. */
export type AdvertiserChanges = {
  name?: string;
  url?: string | null;
  category?: string;
  filename?: string | null;
  attribution_window_days?: number;
  attribution_model?: AttributionModel;
};

const URL_TAKEN = () =>
  new HttpError(409, 'Another advertiser already uses this domain', {
    code: 'url_taken',
    fields: { url: 'advertiser.url.taken' },
  });

async function urlTaken(db: Database, url: string, exceptUuid: string | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM advertisers WHERE url = $1 AND uuid IS DISTINCT FROM $2', [
    url,
    exceptUuid,
  ]);
  return rows.length > 0;
}

/** One advertiser as seen with `role`, or null. */
export async function findAdvertiser(
  db: Database,
  uuid: string,
  role: number,
): Promise<AdvertiserRow | null> {
  return queryFirst<AdvertiserRow>(
    db,
    `SELECT ${ADVERTISER_COLUMNS}, $2::int AS user_role FROM advertisers a WHERE a.uuid = $1`,
    [uuid, role],
  );
}

/**
 * Advertisers whose name or url contains `query` (case-insensitive), sorted by name, at most 50:
 * the user's own, or every advertiser (as role 1) for an admin.
 */
export async function searchAdvertisers(
  db: Database,
  viewer: { id: string; admin: boolean },
  query: string,
): Promise<AdvertiserRow[]> {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const matches = `(lower(a.name) LIKE $1 ESCAPE '\\' OR lower(coalesce(a.url, '')) LIKE $1 ESCAPE '\\')`;
  const { rows } = viewer.admin
    ? await db.query<AdvertiserRow>(
        `SELECT ${ADVERTISER_COLUMNS}, 1 AS user_role FROM advertisers a WHERE ${matches}
          ORDER BY lower(a.name), a.uuid LIMIT 50`,
        [pattern],
      )
    : await db.query<AdvertiserRow>(
        `SELECT ${ADVERTISER_COLUMNS}, m.user_role
           FROM memberships m JOIN advertisers a ON a.uuid = m.advertiser_uuid
          WHERE m.user_id = $2 AND ${matches}
          ORDER BY lower(a.name), a.uuid LIMIT 50`,
        [pattern, viewer.id],
      );
  return rows;
}

/** Creates an advertiser with its creator as role 1; 409 when the url is taken. */
export async function insertAdvertiser(
  db: Database,
  creatorId: string,
  input: { name: string; url: string | null; category: string; filename: string | null },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (input.url !== null && (await urlTaken(tx, input.url, null))) throw URL_TAKEN();
    const { rows } = await tx.query<{ uuid: string }>(
      `INSERT INTO advertisers (name, url, category, filename, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING uuid`,
      [input.name, input.url, input.category, input.filename, now],
    );
    const uuid = rows[0]?.uuid as string;
    await tx.query(
      'INSERT INTO memberships (user_id, advertiser_uuid, user_role, created_at) VALUES ($1, $2, 1, $3)',
      [creatorId, uuid, now],
    );
    return uuid;
  });
}

const ADVERTISER_CHANGES = [
  'name',
  'url',
  'category',
  'filename',
  'attribution_window_days',
  'attribution_model',
] as const satisfies readonly (keyof AdvertiserChanges)[];

/** Changes the given fields of an advertiser; 409 when the new url is taken. */
export async function updateAdvertiser(
  db: Database,
  uuid: string,
  changes: AdvertiserChanges,
  now: Date,
): Promise<void> {
  if (changes.url && (await urlTaken(db, changes.url, uuid))) throw URL_TAKEN();
  const sets: string[] = [];
  const params: unknown[] = [uuid, now];
  for (const column of ADVERTISER_CHANGES) {
    if (changes[column] === undefined) continue;
    params.push(changes[column]);
    sets.push(`${column} = $${params.length}`);
  }
  await db.query(`UPDATE advertisers SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE uuid = $1`, params);
}
