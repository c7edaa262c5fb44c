import { afterAll, beforeAll } from 'vitest';
import { type Answer, callApi } from './client.ts';
import { startTestApi, type TestApi, type TestDatabase } from './harness.ts';

/** Starting, migrating and seeding an embedded database takes seconds, more on a busy machine. */
const HARNESS_START_MS = 60_000;

/** The demo users a resource suite acts as, named by their e-mail's local part (`owner@example.com`…). */
export const DEMO_ROLES = ['owner', 'editor', 'viewer', 'reporter', 'cpa', 'nobody'] as const;

/** The e-mail a demo user signs in with: the admin's is on the admin team's domain. */
const demoEmail = (who: string) => (who === 'admin' ? 'admin@earshot.dev' : `${who}@example.com`);

/** The caller without a session: its calls carry no token. */
export const ANONYMOUS = 'anonymous';

/** A sandbox with demo data and a signed-in session for every demo role. */
export interface RoleSessions {
  /** The running sandbox, from the suite's first test on. */
  readonly api: TestApi;
  /**
   * Calls `/v1${path}` as the demo user `who` (one of the suite's roles, or {@link ANONYMOUS} without a
   * session) with an optional body, sent as {@link callApi} sends it.
   */
  call(who: string, method: string, path: string, body?: unknown): Promise<Answer>;
}

/**
 * Registers hooks on the enclosing suite: before its tests, start a sandbox over `database` with demo
 * data and sign in every one of `roles` (`admin` as the admin team's demo user); after them, close
 * the sandbox.
 * @param roles @default DEMO_ROLES
 */
export function roleSessionsForSuite(
  database: TestDatabase,
  roles: readonly string[] = DEMO_ROLES,
): RoleSessions {
  let api: TestApi | undefined;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const who of roles) tokens.set(who, await api.tokenFor(demoEmail(who)));
  }, HARNESS_START_MS);

  afterAll(async () => {
    await api?.close();
  });

  function token(who: string): string | null {
    if (who === ANONYMOUS) return null;
    const found = tokens.get(who);
    if (!found) throw new Error(`No demo session for "${who}"; use one of ${roles.join(', ')}`);
    return found;
  }

  function started(): TestApi {
    if (!api) throw new Error('The sandbox starts before the first test of the suite');
    return api;
  }

  return {
    get api() {
      return started();
    },
    call: (who, method, path, body) => callApi(started().baseUrl, token(who), method, path, body),
  };
}
