import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

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
  /**
   * The user's role on each advertiser they belong to, by advertiser uuid, read with the session in
   * one statement so a request checks its access without another round trip.
   */
  roles: Readonly<Record<string, number>>;
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
    /** The answer of a route that `readCache` may give again (`reusableJson`). */
    reusableBody: string;
  };
};
