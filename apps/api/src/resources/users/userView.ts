import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import {
  ADVERTISER_COLUMNS,
  type AdvertiserRow,
  type AdvertiserWire,
  toAdvertiser,
} from '../advertisers/advertiserRow.ts';

/** The contract's User. */
export type UserWire = components['schemas']['User'];

/** A user's own columns, as `userView` reads them and `updateUser` returns them. */
export type UserRow = { id: string; email: string; first_name: string; last_name: string; created_at: Date };

/** The columns of a {@link UserRow}. */
export const USER_COLUMNS = 'id, email, first_name, last_name, created_at';

/** The advertisers a user is a member of, with their role, sorted by name. */
export async function memberAdvertisers(db: Database, userId: string): Promise<AdvertiserWire[]> {
  const { rows } = await db.query<AdvertiserRow>(
    `SELECT ${ADVERTISER_COLUMNS}, m.user_role
       FROM memberships m JOIN advertisers a ON a.uuid = m.advertiser_uuid
      WHERE m.user_id = $1
      ORDER BY lower(a.name), a.uuid`,
    [userId],
  );
  return rows.map(toAdvertiser);
}

/** A user in the contract's shape; 404 when there is no such user. */
export async function userView(
  db: Database,
  userId: string,
  flags: { admin: boolean; impersonate: boolean },
): Promise<UserWire> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
  return userViewOf(db, rows[0], flags);
}

/** A user read already (`undefined`: none, 404) in the contract's shape, with their advertisers. */
export async function userViewOf(
  db: Database,
  row: UserRow | undefined,
  flags: { admin: boolean; impersonate: boolean },
): Promise<UserWire> {
  if (!row) throw new HttpError(404, 'User not found');
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    advertisers: await memberAdvertisers(db, row.id),
    admin: flags.admin,
    impersonate: flags.impersonate,
    created_at: row.created_at.toISOString(),
  };
}
