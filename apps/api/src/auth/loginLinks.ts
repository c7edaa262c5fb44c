import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long a login link works. */
export const LOGIN_LINK_LIFETIME_MS = 15 * 60 * 1000;

/** The window over which login-link requests are counted against the limits. */
export const LOGIN_LINK_WINDOW_MS = 10 * 60 * 1000;

async function countSince(db: Database, column: 'email' | 'client_ip', value: string, since: Date) {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM login_link_requests WHERE ${column} = $1 AND created_at > $2`,
    [value, since],
  );
  return rows[0]?.count ?? 0;
}

/** 429 when the address or the client asked for too many links lately; otherwise records the request. */
export async function recordLoginLinkRequest(
  db: Database,
  limits: ApiConfig['loginLinkLimits'],
  email: string,
  clientIp: string,
  now: Date,
) {
  const since = new Date(now.getTime() - LOGIN_LINK_WINDOW_MS);
  const minutes = LOGIN_LINK_WINDOW_MS / 60_000;
  if ((await countSince(db, 'email', email, since)) >= limits.perEmail) {
    throw new HttpError(429, `Too many login links for this address; wait ${minutes} minutes and try again`, {
      retryAfterSeconds: LOGIN_LINK_WINDOW_MS / 1000,
    });
  }
  if ((await countSince(db, 'client_ip', clientIp, since)) >= limits.perClient) {
    throw new HttpError(
      429,
      `Too many login links from this network; wait ${minutes} minutes and try again`,
      {
        retryAfterSeconds: LOGIN_LINK_WINDOW_MS / 1000,
      },
    );
  }
  await db.query('INSERT INTO login_link_requests (email, client_ip, created_at) VALUES ($1, $2, $3)', [
    email,
    clientIp,
    now,
  ]);
}

/**
 * Issues a login link for `email`. The sandbox sends no mail: it prints the link and keeps it in
 * the sandbox mailbox; outside sandbox mode a mail transport would go here.
 */
export async function issueLoginLink(
  db: Database,
  config: ApiConfig,
  email: string,
  now: Date,
  log: (line: string) => void,
): Promise<void> {
  const token = newToken();
  const link = `${config.appUrl}/authenticate?token=${token}`;
  await db.query(
    'INSERT INTO login_links (token_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), email, now, new Date(now.getTime() + LOGIN_LINK_LIFETIME_MS)],
  );
  if (!config.sandbox) return;
  await db.query(
    'INSERT INTO sandbox_mailbox (email, subject, link, token, created_at) VALUES ($1, $2, $3, $4, $5)',
    [email, 'Your Earshot login link', link, token, now],
  );
  log(`Login link for ${email}: ${link}`);
}

/**
 * Uses up a login-link token and returns its e-mail address; 401 when the token is unknown, used
 * or expired. Single use holds under concurrency: only one UPDATE can flip `used_at`.
 */
export async function consumeLoginLink(db: Database, token: string, now: Date): Promise<string> {
  const { rows } = await db.query<{ email: string }>(
    `UPDATE login_links SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING email`,
    [hashToken(token), now],
  );
  const email = rows[0]?.email;
  if (!email) {
    throw new HttpError(401, 'This login link is invalid, used or expired; request a new one', {
      code: 'invalid_login_link',
    });
  }
  return email;
}
