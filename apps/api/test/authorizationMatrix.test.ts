import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  AUTHORIZATION_MATRIX,
  CALLER_EMAILS,
  CALLER_ROLES,
  CALLERS,
  type Caller,
  type Cells,
  changesNothing,
  type Outcome,
} from './contract/authorizationTable.ts';
import { type ContractOperation, contractOperations, documentsStatus } from './contract/contract.ts';
import { type ContractSession, useContractSession } from './contract/contractSession.ts';
import { EXAMPLE_REQUESTS, type ExampleRequest } from './contract/exampleRequests.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';

/** The advertiser none of the callers belongs to (only newcomer@example.com does). */
const ELSEWHERE = demoAdvertisers.newcomer;
const ELSEWHERE_OWNER = 'newcomer@example.com';

/** A session token no server issued. */
const BAD_TOKEN = `bogus-${randomBytes(24).toString('base64url')}`;

/** Operations on one advertiser's data: under /companies/{id}, or on an audience or creative by id. */
const ADVERTISER_PATH = /^\/(companies\/\{(id|teamId|agencyId)\}|audiences\/\{id\}|creatives\/\{id\})/;

type Target = 'own' | 'elsewhere';
type Cell = { caller: Caller; target: Target; expected: Outcome };
type Answer = { status: number; text: string; message: unknown };

/** The ids of Newcomer Studio's own audience and creative, for the operations addressed by them. */
type ElsewhereIds = { audience: string; creative: string };

async function tokenOf(session: ContractSession, caller: Caller, fresh: boolean): Promise<string | null> {
  if (caller === 'noToken') return null;
  if (caller === 'badToken') return BAD_TOKEN;
  const email = CALLER_EMAILS[caller] as string;
  // Logging out ends the session: it gets one of its own, not the suite's.
  return fresh ? session.api.tokenFor(email) : session.tokenOf(email);
}

async function send(
  session: ContractSession,
  operation: ContractOperation,
  request: ExampleRequest,
  token: string | null,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${session.api.baseUrl}/v1${request.path}`, {
    method: operation.method,
    headers,
    redirect: 'manual',
    body: request.form ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
  });
  const text = await response.text();
  let message: unknown;
  try {
    message = JSON.parse(text).Message;
  } catch {
    // CSV, HTML and empty answers carry no message.
  }
  return { status: response.status, text, message };
}

/** The same request on the other advertiser: its uuid in the path, or its own audience or creative. */
function elsewhereOf(request: ExampleRequest, ids: ElsewhereIds): ExampleRequest {
  const path = request.path
    .replace(/^\/companies\/[0-9a-f-]{36}/, `/companies/${ELSEWHERE}`)
    .replace(/^\/audiences\/[^/?]+/, `/audiences/${ids.audience}`)
    .replace(/^\/creatives\/[^/?]+/, `/creatives/${ids.creative}`);
  return { ...request, path };
}

/**
 * Gives the caller its role on Acme Audio on the advertiser the request works on, when an example
 * made an advertiser of its own (such as one without billing information yet).
 */
async function grantRole(session: ContractSession, request: ExampleRequest, caller: Caller): Promise<void> {
  const advertiser = /^\/companies\/([0-9a-f-]{36})/.exec(request.path)?.[1];
  const role = CALLER_ROLES[caller];
  if (!advertiser || advertiser === session.ctx.acme || role === undefined) return;
  await session.api.db.query(
    `INSERT INTO memberships (user_id, advertiser_uuid, user_role)
     SELECT id, $2, $3 FROM users WHERE email = $1 ON CONFLICT DO NOTHING`,
    [CALLER_EMAILS[caller], advertiser, role],
  );
}

function matches(expected: Outcome, answer: Answer): boolean {
  if (expected === 'ok') return answer.status < 300 || answer.status === 303;
  if (answer.status !== expected) return false;
  // Every refusal says why, as the contract's error body.
  return typeof answer.message === 'string' && answer.message.length > 0;
}

const cellsOf = (row: Cells, target: Target): Cell[] =>
  CALLERS.map((caller) => ({ caller, target, expected: row[caller] }));

describeDatabases('every operation answers each caller as the authorization matrix says', (database) => {
  const session = useContractSession(database);
  const elsewhereIds = {} as ElsewhereIds;
  // Logging in adds sessions and login links; every other table must stay as it was after a refusal.
  const counts = () =>
    session.rowCounts(['sessions', 'login_links', 'login_link_requests', 'sandbox_mailbox']);

  beforeAll(async () => {
    // The matrix logs in and asks for login links far more often than a person would from one address.
    session.api.config.loginLinkLimits = { perEmail: 1000, perClient: 1000 };
    session.api.config.authenticatePerMinute = 1000;
    await Promise.all(CALLERS.map((caller) => tokenOf(session, caller, false)));
    const segments = [{ type: 'url', value: '/' }];
    const audience = await session.ctx.call(
      'POST',
      `/companies/${ELSEWHERE}/audiences`,
      {
        name: 'Newcomer visitors',
        type: 1,
        subtype: 'first-party',
        first_party: segments,
        firstPartySegments: segments,
        advertiserId: ELSEWHERE,
      },
      ELSEWHERE_OWNER,
    );
    const creative = await session.ctx.call(
      'POST',
      `/companies/${ELSEWHERE}/creatives`,
      { name: 'Newcomer spot' },
      ELSEWHERE_OWNER,
    );
    elsewhereIds.audience = String(audience.body?.id);
    elsewhereIds.creative = String(creative.body?.creativeId);
    expect([audience.status, creative.status], JSON.stringify([audience.body, creative.body])).toEqual([
      201, 201,
    ]);
  });

  it('has a row for every operation of the contract, and one elsewhere for every advertiser operation', () => {
    const operations = contractOperations();
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual(operations.map((op) => op.operationId).sort());
    for (const operation of operations) {
      const row = AUTHORIZATION_MATRIX[operation.operationId];
      expect(row?.elsewhere !== undefined, operation.operationId).toBe(ADVERTISER_PATH.test(operation.path));
      expect(EXAMPLE_REQUESTS[operation.operationId], operation.operationId).toBeDefined();
      // Every answer other than success that the matrix expects is one the contract documents.
      for (const outcome of [...Object.values(row?.own ?? {}), ...Object.values(row?.elsewhere ?? {})]) {
        if (outcome !== 'ok')
          expect(documentsStatus(operation, outcome), `${operation.operationId} ${outcome}`).toBe(true);
      }
    }
  });

  for (const operation of contractOperations()) {
    const row = AUTHORIZATION_MATRIX[operation.operationId];
    const example = EXAMPLE_REQUESTS[operation.operationId];
    if (!row || !example) continue;
    const cells = [...cellsOf(row.own, 'own'), ...(row.elsewhere ? cellsOf(row.elsewhere, 'elsewhere') : [])];

    it(`${operation.operationId}: ${operation.method} ${operation.path}`, async () => {
      const wrong: string[] = [];
      const check = (cell: Cell, answer: Answer) => {
        if (!matches(cell.expected, answer)) {
          wrong.push(
            `${cell.caller} ${cell.target}: expected ${cell.expected}, got ${answer.status} ${answer.text.slice(0, 200)}`,
          );
        }
      };
      const requestFor = (cell: Cell, request: ExampleRequest) =>
        cell.target === 'own' ? request : elsewhereOf(request, elsewhereIds);

      // Refusals first, all at once over one shared request: together they must change nothing.
      const shared = await example(session.ctx);
      const refused = cells.filter((cell) => changesNothing(cell.expected));
      for (const cell of refused) if (cell.target === 'own') await grantRole(session, shared, cell.caller);
      const before = await counts();
      const tokens = await Promise.all(refused.map((cell) => tokenOf(session, cell.caller, false)));
      const answers = await Promise.all(
        refused.map((cell, index) =>
          send(session, operation, requestFor(cell, shared), tokens[index] ?? null),
        ),
      );
      for (const [index, cell] of refused.entries()) check(cell, answers[index] as Answer);
      const after = await counts();
      for (const [table, count] of Object.entries(after)) {
        if (before[table] !== count)
          wrong.push(`refusals changed ${table}: ${before[table]} → ${count} rows`);
      }

      // Successes: reads share the request; a write gets its own (a deleted id cannot be deleted twice).
      for (const cell of cells.filter((candidate) => !changesNothing(candidate.expected))) {
        const request = operation.method === 'GET' ? shared : await example(session.ctx);
        if (cell.target === 'own') await grantRole(session, request, cell.caller);
        const token = await tokenOf(session, cell.caller, operation.operationId === 'logout');
        check(cell, await send(session, operation, requestFor(cell, request), token));
      }
      expect(wrong, wrong.join('\n')).toEqual([]);
    });
  }
});
