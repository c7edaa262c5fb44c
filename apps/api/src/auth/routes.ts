import { authenticateBodySchema, requestLoginLinkBodySchema } from '@earshot/validators';
import { Hono } from 'hono';
import * as z from 'zod';
import { requireUser } from '../http/access.ts';
import type { AppEnv } from '../http/appEnv.ts';
import { clientIp } from '../http/clientIp.ts';
import { HttpError } from '../http/errors.ts';
import { createRateLimiter } from '../http/rateLimiter.ts';
import { readJson, readQuery } from '../http/validate.ts';
import { userView } from '../resources/users/userView.ts';
import { consumeLoginLink, issueLoginLink, recordLoginLinkRequest } from './loginLinks.ts';
import { bearerToken, createSession, isAdmin, revokeSession } from './sessions.ts';

const authenticateQuerySchema = z.strictObject({ signup: z.enum(['true', 'false']).optional() });
const mailboxQuerySchema = z.strictObject({ email: z.email().max(254) });

// Login tokens are long and random, but nobody gets to guess them at full speed either.
const authenticateLimiter = createRateLimiter('authenticate', 60_000);

/**
 * Passwordless login: login links, sessions, logout and the sandbox mailbox of every e-mail sent,
 * login links and scheduled reports (which the app serves only in sandbox mode).
 */
export function authRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/login-link', async (c) => {
    const { email } = await readJson(c, requestLoginLinkBodySchema);
    const normalized = email.trim().toLowerCase();
    const db = c.get('db');
    const now = c.get('now')();
    await recordLoginLinkRequest(db, c.get('config').loginLinkLimits, normalized, clientIp(c), now);
    // Links go to unknown addresses too (signup), so the answer never tells who has an account.
    await issueLoginLink(db, c.get('config'), normalized, now, c.get('log'));
    return c.body(null, 204);
  });

  app.post('/authenticate', async (c) => {
    const decision = await authenticateLimiter.take(
      c.get('db'),
      clientIp(c),
      c.get('config').authenticatePerMinute,
      c.get('now')(),
    );
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      throw new HttpError(
        429,
        `Too many login attempts from this address; wait ${seconds} seconds and try again`,
        {
          retryAfterSeconds: seconds,
        },
      );
    }
    const { signup } = readQuery(c, authenticateQuerySchema);
    const { token } = await readJson(c, authenticateBodySchema);
    const db = c.get('db');
    const config = c.get('config');
    const now = c.get('now')();
    const session = await db.transaction(async (tx) => {
      const email = await consumeLoginLink(tx, token, now);
      const { rows } = await tx.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
      let userId = rows[0]?.id;
      if (!userId && signup !== 'true') {
        throw new HttpError(403, 'No account for this e-mail. Sign up first.', {
          showToast: true,
          hardRefresh: false,
        });
      }
      if (!userId) {
        // A new account starts with no advertiser; the app then creates one (POST /companies).
        const created = await tx.query<{ id: string }>(
          'INSERT INTO users (email, created_at, updated_at) VALUES ($1, $2, $2) RETURNING id',
          [email, now],
        );
        userId = created.rows[0]?.id as string;
      }
      return { userId, email, token: await createSession(tx, userId, now) };
    });
    const user = await userView(db, session.userId, {
      admin: isAdmin(config, session.email),
      impersonate: false,
    });
    return c.json({ _token: session.token, user });
  });

  app.post('/logout', async (c) => {
    requireUser(c);
    const token = bearerToken(c.req.header('authorization')) as string;
    await revokeSession(c.get('db'), token, c.get('now')());
    return c.body(null, 204);
  });

  app.get('/sandbox/mailbox', async (c) => {
    const { email } = readQuery(c, mailboxQuerySchema);
    const { rows } = await c.get('db').query<{
      id: string;
      email: string;
      subject: string;
      link: string | null;
      token: string | null;
      attachments: { filename: string; content_type: string; content_base64: string }[];
      created_at: Date;
    }>(
      `SELECT id, email, subject, link, token, attachments, created_at FROM sandbox_mailbox
       WHERE email = $1 ORDER BY created_at DESC, id`,
      [email.toLowerCase()],
    );
    return c.json({ messages: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) });
  });

  return app;
}
