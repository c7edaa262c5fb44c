import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RateLimiter } from './rateLimiter.ts';

/** The user behind the request's session token. */
export type SessionUser = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** E-mail domain is one of the admin team domains. */
  admin: boolean;
  /** The admin's user id when this session is an impersonation. */
  impersonatedBy: string | null;
};

/** Hono environment of every route: the database, the session user, settings and the clock. */
export type AppEnv = {
  Variables: {
    db: Database;
    user: SessionUser | null;
    config: ApiConfig;
    now: () => Date;
    /** Writes one line to the server log (login links in the sandbox). */
    log: (line: string) => void;
    requestId: string;
    /** Pixel events counted per client address and pixel id, per minute. */
    pixelLimiter: RateLimiter;
  };
};
