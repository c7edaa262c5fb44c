import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/appEnv.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long a session lasts without logging in again. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether `email` belongs to one of the configured admin team domains. */
export function isAdmin(config: Pick<ApiConfig, 'adminDomains'>, email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return config.adminDomains.includes(domain);
}

/** Starts a session for `userId` and returns its token (stored only as a hash). */
export async function createSession(
  db: Database,
  userId: string,
  now: Date,
  impersonatedBy: string | null = null,
): Promise<string> {
  const token = newToken();
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, impersonated_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hashToken(token), userId, impersonatedBy, now, new Date(now.getTime() + SESSION_LIFETIME_MS)],
  );
  return token;
}

type SessionRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  impersonated_by: string | null;
  roles: Record<string, number>;
};

/**
 * The user of a live (unexpired, unrevoked) session token, with their roles, or null: one statement,
 * the first of every signed-in request.
 */
export async function findSessionUser(
  db: Database,
  config: Pick<ApiConfig, 'adminDomains'>,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, s.impersonated_by,
            COALESCE((SELECT json_object_agg(m.advertiser_uuid, m.user_role)
                        FROM memberships m WHERE m.user_id = u.id), '{}') AS roles
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [hashToken(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    admin: isAdmin(config, row.email),
    impersonatedBy: row.impersonated_by,
    roles: row.roles,
  };
}

/** Revokes a session token; later requests with it answer 401. */
export async function revokeSession(db: Database, token: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
    now,
  ]);
}

/** The bearer token of an `Authorization` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([\w-]{20,200})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
