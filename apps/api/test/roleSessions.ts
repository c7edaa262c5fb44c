import { afterAll, beforeAll } from 'vitest';
import { type Answer, callApi } from './client.ts';
import { startTestApi, type TestApi, type TestDatabase } from './harness.ts';

/** Starting, migrating and seeding an embedded database takes seconds, more on a busy machine. */
const HARNESS_START_MS = 60_000;

/** The demo users a resource suite acts as, named by their e-mail's local part (`owner@example.com`…). */
export const DEMO_ROLES = ['owner', 'editor', 'viewer', 'reporter', 'cpa', 'nobody'] as const;

/** A sandbox with demo data and a signed-in session for every demo role. */
export interface RoleSessions {
  /** The running sandbox, from the suite's first test on. */
  readonly api: TestApi;
  /**
   * Calls `/v1${path}` as the demo user `who` (one of {@link DEMO_ROLES}) with an optional body, sent
   * as {@link callApi} sends it.
   */
  call(who: string, method: string, path: string, body?: unknown): Promise<Answer>;
}

/**
 * Registers hooks on the enclosing suite: before its tests, start a sandbox over `database` with demo
 * data and sign in every demo role; after them, close the sandbox.
 */
export function roleSessionsForSuite(database: TestDatabase): RoleSessions {
  let api: TestApi | undefined;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const who of DEMO_ROLES) tokens.set(who, await api.tokenFor(`${who}@example.com`));
  }, HARNESS_START_MS);

  afterAll(async () => {
    await api?.close();
  });

  function token(who: string): string {
    const found = tokens.get(who);
    if (!found) throw new Error(`No demo session for "${who}"; use one of ${DEMO_ROLES.join(', ')}`);
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
