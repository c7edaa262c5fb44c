import { afterAll, beforeAll } from 'vitest';
import { callApi } from '../client.ts';
import { startTestApi, type TestApi, type TestDatabase } from '../harness.ts';
import type { ExampleContext } from './exampleRequests.ts';

/** A test API for the contract-wide suites, with cached session tokens and the example context. */
export type ContractSession = {
  api: TestApi;
  ctx: ExampleContext;
  /** A session token for the address (logged in once per suite). */
  tokenOf(email: string): Promise<string>;
  /** Row count of every table of the API's schema except `except`. */
  rowCounts(except?: string[]): Promise<Record<string, number>>;
};

/**
 * Starts a test API on `database` before the suite and stops it after; the returned object is
 * filled in once the suite starts.
 */
export function useContractSession(database: TestDatabase): ContractSession {
  const tokens = new Map<string, string>();
  const session = {} as ContractSession;
  session.tokenOf = async (email) => {
    let token = tokens.get(email);
    if (!token) {
      token = await session.api.tokenFor(email);
      tokens.set(email, token);
    }
    return token;
  };
  session.rowCounts = async (except = []) => {
    const { rows } = await session.api.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const tables = rows.map((row) => row.table_name).filter((table) => !except.includes(table));
    // One statement for all tables: suites compare counts around hundreds of requests.
    const result = await session.api.db.query<{ table_name: string; n: number }>(
      tables
        .map((table) => `SELECT '${table}' AS table_name, count(*)::int AS n FROM "${table}"`)
        .join(' UNION ALL '),
    );
    return Object.fromEntries(result.rows.map((row) => [row.table_name, row.n]));
  };
  beforeAll(async () => {
    session.api = await startTestApi({ database });
    session.ctx = {
      acme: session.api.demo.advertisers.onboarded,
      fresh: session.api.demo.advertisers.fresh,
      call: async (method, path, json, as = 'owner@example.com') =>
        callApi(session.api.baseUrl, await session.tokenOf(as), method, path, json),
    };
  });
  afterAll(async () => {
    await session.api?.close();
  });
  return session;
}
