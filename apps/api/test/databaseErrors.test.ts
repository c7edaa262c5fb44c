import { expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { httpErrorFromDatabase } from '../src/http/databaseErrors.ts';
import { type Answer, callApi } from './client.ts';
import { contractOperations } from './contract/contract.ts';
import { useContractSession } from './contract/contractSession.ts';
import { EXAMPLE_REQUESTS } from './contract/exampleRequests.ts';
import { describeDatabases } from './harness.ts';

const NUL_MESSAGE = /NUL character/;

/** Statements that fail on a value a client could have sent, with the SQLSTATE each raises. */
const CLIENT_VALUE_FAILURES: [code: string, sql: string, value: unknown][] = [
  ['22021', 'SELECT $1::text', 'a\u0000b'],
  ['22P05', 'SELECT $1::jsonb', JSON.stringify({ note: 'a\u0000b' })],
  // Only storing into a column checks the length; a cast would cut the text silently.
  ['22001', 'INSERT INTO value_probe (short) VALUES ($1)', 'abcdef'],
  ['22003', 'SELECT $1::int', 1e12],
  ['22007', 'SELECT $1::timestamptz', 'yesterday-ish'],
  ['22008', 'SELECT $1::date', '2026-13-45'],
  ['22P02', 'SELECT $1::uuid', 'not-a-uuid'],
];

/** Runs `sql` where a three-character column exists, and answers the error it raised. */
function failureOf(db: Database, sql: string, value: unknown): Promise<unknown> {
  return db
    .transaction(async (tx) => {
      await tx.exec('CREATE TEMP TABLE value_probe (short varchar(3)) ON COMMIT DROP');
      await tx.query(sql, [value]);
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
}

/** Every string of a JSON value replaced in turn by one carrying a NUL character. */
function withNulStrings(value: unknown): unknown[] {
  if (typeof value === 'string') return [`${value}\u0000x`];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      withNulStrings(item).map((bad) => value.map((other, at) => (at === index ? bad : other))),
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      withNulStrings(item).map((bad) => ({ ...value, [key]: bad })),
    );
  }
  return [];
}

describeDatabases('values the database cannot hold answer 400, not 500', (database) => {
  const session = useContractSession(database);

  it('maps the errors the database raises for such values to 400 with a clear Message', async () => {
    for (const [code, sql, value] of CLIENT_VALUE_FAILURES) {
      const failure = await failureOf(session.api.db, sql, value);
      expect((failure as { code?: string } | null)?.code, sql).toBe(code);
      const answer = httpErrorFromDatabase(failure)?.toBody();
      expect(answer, code).toMatchObject({ type: 'error', code: 'invalid_value' });
      expect(httpErrorFromDatabase(failure)?.status, code).toBe(400);
    }
  });

  it('refuses NUL in text, lists and JSON settings with 400 and stores nothing', async () => {
    const { ctx } = session;
    const playlistsBefore = (await ctx.call('GET', `/companies/${ctx.acme}/playlists`)).body.length;
    const cases: [string, string, unknown][] = [
      [
        'POST',
        `/companies/${ctx.acme}/playlists`,
        { name: 'Night\u0000owls', type: 'podcast', inventory_ids: [], searches: [], tags: [] },
      ],
      [
        'POST',
        `/companies/${ctx.acme}/playlists`,
        { name: 'Night owls', type: 'podcast', inventory_ids: [], searches: [], tags: ['late\u0000'] },
      ],
      [
        'POST',
        `/companies/${ctx.acme}/integrations`,
        { kind: 'webhook', name: 'Hook', config: { url: 'https://crm.example.com/h', note: 'a\u0000b' } },
      ],
      [
        'POST',
        `/companies/${ctx.acme}/integrations`,
        { kind: 'webhook', name: 'Hook', config: { url: 'https://crm.example.com/h', 'n\u0000': 1 } },
      ],
      ['PATCH', '/users', { first_name: 'Oli\u0000via' }],
    ];
    for (const [method, path, json] of cases) {
      const answer: Answer = await ctx.call(method, path, json);
      expect(answer.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(400);
      expect(answer.body.Message).toMatch(NUL_MESSAGE);
    }
    expect((await ctx.call('GET', `/companies/${ctx.acme}/playlists`)).body).toHaveLength(playlistsBefore);
    expect((await ctx.call('GET', '/users/me')).body.first_name).not.toContain('\u0000');
  });

  it('refuses NUL in query strings and path segments with 400', async () => {
    const { ctx } = session;
    // Admins may search users and open Acme Audio.
    for (const path of [
      '/search?index=liveramp&q=a%00b',
      '/companies/search?query=ac%00me',
      `/companies/${ctx.acme}/events/report?event_type=page%00view`,
      `/companies/${ctx.acme}/events/event-name/sign%00up?page=0&size=10`,
      '/users/search/exa%00mple',
    ]) {
      const answer = await callApi(
        session.api.baseUrl,
        await session.tokenOf('admin@earshot.dev'),
        'GET',
        path,
      );
      expect(answer.status, path).toBe(400);
      expect(answer.body.Message, path).toMatch(NUL_MESSAGE);
    }
  });

  it('never answers 5xx to NUL in any string of any operation body', async () => {
    const { api, ctx, tokenOf } = session;
    const problems: string[] = [];
    for (const operation of contractOperations()) {
      const example = EXAMPLE_REQUESTS[operation.operationId];
      if (!example) continue;
      const request = await example(ctx);
      if (request.json === undefined) continue;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (request.as) headers.authorization = `Bearer ${await tokenOf(request.as)}`;
      for (const body of withNulStrings(request.json)) {
        const response = await fetch(`${api.baseUrl}/v1${request.path}`, {
          method: operation.method,
          headers,
          body: JSON.stringify(body),
        });
        const text = await response.text();
        // Text that is never stored (a script brief echoed into suggestions) may be answered normally.
        if (response.status >= 500 || (response.status >= 400 && !JSON.parse(text).Message)) {
          problems.push(
            `${operation.operationId} ${JSON.stringify(body)} → ${response.status} ${text.slice(0, 120)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
