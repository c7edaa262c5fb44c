import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import { HttpError } from '../../http/errors.ts';
import { USER_COLUMNS, type UserRow } from './userView.ts';

/** A `users` row without its memberships. */
export type UserRecord = { id: string; email: string; first_name: string; last_name: string };

/** The user with this e-mail address (case-insensitive), or null. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  return queryFirst<UserRecord>(db, 'SELECT id, email, first_name, last_name FROM users WHERE email = $1', [
    email.trim().toLowerCase(),
  ]);
}

/** Users whose e-mail contains `fragment` (case-insensitive), at most 50, by e-mail. */
export async function searchUsersByEmail(db: Database, fragment: string): Promise<UserRecord[]> {
  // LIKE wildcards in the fragment match themselves.
  const pattern = `%${fragment.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const { rows } = await db.query<UserRecord>(
    `SELECT id, email, first_name, last_name FROM users WHERE email LIKE $1 ESCAPE '\\' ORDER BY email LIMIT 50`,
    [pattern],
  );
  return rows;
}

async function emailTaken(db: Database, email: string, exceptUserId: string | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE email = $1 AND id IS DISTINCT FROM $2', [
    email,
    exceptUserId,
  ]);
  return rows.length > 0;
}

const EMAIL_TAKEN = () =>
  new HttpError(409, 'Another account already uses this e-mail address', {
    code: 'email_taken',
    fields: { email: 'email.taken' },
  });

/** Inserts a user; 409 when the e-mail address is taken. */
export async function insertUser(
  db: Database,
  input: { email: string; first_name: string; last_name: string; avatar_filename: string | null },
  now: Date,
): Promise<string> {
  const email = input.email.toLowerCase();
  if (await emailTaken(db, email, null)) throw EMAIL_TAKEN();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, avatar_filename, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [email, input.first_name, input.last_name, input.avatar_filename, now],
  );
  return rows[0]?.id as string;
}

/** Changes the given fields of a user and returns the user as changed (none: no such user); 409 when the new e-mail address is taken. */
export async function updateUser(
  db: Database,
  userId: string,
  changes: { email?: string; first_name?: string; last_name?: string },
  now: Date,
): Promise<UserRow | undefined> {
  const email = changes.email?.toLowerCase();
  if (email !== undefined && (await emailTaken(db, email, userId))) throw EMAIL_TAKEN();
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET email = coalesce($2, email), first_name = coalesce($3, first_name),
            last_name = coalesce($4, last_name), updated_at = $5
      WHERE id = $1
      RETURNING ${USER_COLUMNS}`,
    [userId, email ?? null, changes.first_name ?? null, changes.last_name ?? null, now],
  );
  return rows[0];
}
