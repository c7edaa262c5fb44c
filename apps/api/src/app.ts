import { Hono } from 'hono';
import { except } from 'hono/combine';
import { requestId } from 'hono/request-id';
import { authRoutes } from './auth/routes.ts';
import { bearerToken, findSessionUser } from './auth/sessions.ts';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { AppEnv } from './http/appEnv.ts';
import { corsHeaders } from './http/corsHeaders.ts';
import { httpErrorFromDatabase } from './http/databaseErrors.ts';
import { declaredBodyLimit } from './http/declaredBodyLimit.ts';
import { HttpError } from './http/errors.ts';
import { readCache } from './http/readCache.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { settleUnreadBody } from './http/unreadBody.ts';
import { MAX_BODY_BYTES } from './http/validate.ts';
import { resourceRoutes } from './resources/index.ts';
import { searchRoutes } from './services/search/routes.ts';
import { SANDBOX_UPLOAD_PATH } from './services/uploads/sandboxPolicy.ts';

/** What the app runs on. */
export type AppDeps = {
  db: Database;
  config: ApiConfig;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Where log lines go. @default console.log */
  log?: (line: string) => void;
};

/** The API as a Hono app: every operation under `/v1`, errors as the contract's error body. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((line: string) => console.log(line));
  const app = new Hono<AppEnv>();

  app.use(settleUnreadBody());
  app.use(requestId());
  app.use(securityHeaders());
  app.use(
    corsHeaders({
      origin: config.appUrl,
      allowHeaders: ['Authorization', 'Content-Type', 'X-TYPESENSE-API-KEY'],
      allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id', 'Retry-After'],
    }),
  );
  app.use(
    // The storage endpoint receives files and sets its own, larger limit. GET and HEAD carry no
    // body; asking for one would make a full copy of every request (a fifth of the throughput).
    except(
      (c) =>
        c.req.method === 'GET' ||
        c.req.method === 'HEAD' ||
        (c.req.method === 'POST' && c.req.path === SANDBOX_UPLOAD_PATH),
      // Refused unread; settleUnreadBody sees that the client still gets this answer.
      declaredBodyLimit(MAX_BODY_BYTES, () => {
        throw new HttpError(413, 'The request body is larger than 1 MB');
      }),
    ),
  );
  // Reads asked again are answered from memory while the data's version stands still.
  if (db.dataVersion) app.use(readCache({ version: db.dataVersion, now }));
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('now', now);
    c.set('log', log);
    const token = bearerToken(c.req.header('authorization'));
    c.set('user', token ? await findSessionUser(db, config, token, now()) : null);
    await next();
  });

  const v1 = new Hono<AppEnv>();
  // Sandbox-only routes (the mailbox hands out anyone's login link) do not exist outside sandbox mode.
  v1.use('/sandbox/*', async (c, next) => {
    if (!config.sandbox) throw new HttpError(404, `No route ${c.req.method} ${c.req.path}`);
    await next();
  });
  v1.route('/', authRoutes());
  for (const routes of resourceRoutes) v1.route('/', routes);
  app.route('/v1', v1);
  app.route('/search', searchRoutes());

  app.notFound((c) =>
    c.json({ Message: `No route ${c.req.method} ${c.req.path}`, type: 'error', code: 'not_found' }, 404),
  );
  app.onError((error, c) => {
    const known = error instanceof HttpError ? error : httpErrorFromDatabase(error);
    if (known?.extra.retryAfterSeconds !== undefined) {
      c.header('Retry-After', String(known.extra.retryAfterSeconds));
    }
    if (known) return c.json(known.toBody(), known.status);
    console.error(`[${c.get('requestId')}] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(
      {
        Message: `Something went wrong on our side; try again. Reference: ${c.get('requestId')}`,
        type: 'error',
        code: 'internal_error',
      },
      500,
    );
  });
  return app;
}
