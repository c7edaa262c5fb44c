import { expect, it } from 'vitest';
import { contractOperations, documentsStatus } from './contract/contract.ts';
import { type ContractSession, useContractSession } from './contract/contractSession.ts';
import { EXAMPLE_REQUESTS, type ExampleRequest } from './contract/exampleRequests.ts';
import { describeDatabases } from './harness.ts';

/** Callers and their relation to Acme Audio, the advertiser every example request works on. */
const CALLERS = {
  role2: 'editor@example.com',
  role3: 'viewer@example.com',
  role4: 'reporter@example.com',
  role7: 'cpa@example.com',
  nonMember: 'nobody@example.com',
  admin: 'admin@earshot.dev',
} as const;
type Caller = keyof typeof CALLERS;

const ROLE_OF: Partial<Record<Caller, number>> = { role2: 2, role3: 3, role4: 4, role7: 7 };

// Operations on one advertiser's data: under /companies/{id}, or on an audience or creative by id.
const advertiserOperations = contractOperations().filter((operation) =>
  /^\/(companies\/\{(id|teamId|agencyId)\}|audiences\/\{id\}|creatives\/\{id\})/.test(operation.path),
);

async function send(session: ContractSession, method: string, request: ExampleRequest, caller: Caller) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await session.tokenOf(CALLERS[caller])}`,
  };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${session.api.baseUrl}/v1${request.path}`, {
    method,
    headers,
    redirect: 'manual',
    body: request.form ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    message: text.startsWith('{') ? JSON.parse(text).Message : undefined,
  };
}

/**
 * Gives the caller its role on the advertiser the request works on, when that is not Acme Audio
 * (an example that needs an advertiser of its own, such as a first billing-info).
 */
async function grantRole(session: ContractSession, request: ExampleRequest, caller: Caller): Promise<void> {
  const advertiser = /^\/companies\/([0-9a-f-]{36})/.exec(request.path)?.[1];
  const role = ROLE_OF[caller];
  if (!advertiser || advertiser === session.ctx.acme || role === undefined) return;
  await session.api.db.query(
    `INSERT INTO memberships (user_id, advertiser_uuid, user_role)
     SELECT id, $2, $3 FROM users WHERE email = $1 ON CONFLICT DO NOTHING`,
    [CALLERS[caller], advertiser, role],
  );
}

describeDatabases('every advertiser operation checks the caller’s role on that advertiser', (database) => {
  const session = useContractSession(database);
  // Logging in adds sessions; every other table must stay as it was after a refusal.
  const counts = () =>
    session.rowCounts(['sessions', 'login_links', 'login_link_requests', 'sandbox_mailbox']);

  for (const operation of advertiserOperations) {
    const example = EXAMPLE_REQUESTS[operation.operationId];
    if (!example) continue;
    const name = `${operation.operationId}: ${operation.method} ${operation.path}`;

    it(`${name} — a non-member gets 404 and changes nothing`, async () => {
      const request = await example(session.ctx);
      const before = await counts();
      const answer = await send(session, operation.method, request, 'nonMember');
      expect(answer.status, answer.text).toBe(404);
      expect(answer.message).toEqual(expect.any(String));
      expect(await counts()).toEqual(before);
    });

    if (operation.method === 'GET') continue;
    // Writes the contract documents as open to every member (onboarding interactions) have no 403.
    const viewOnlyRefused = documentsStatus(operation, 403);
    for (const caller of ['role3', 'role4'] as const) {
      it(`${name} — ${caller} ${viewOnlyRefused ? 'gets 403 and changes nothing' : 'may write'}`, async () => {
        const request = await example(session.ctx);
        await grantRole(session, request, caller);
        const before = await counts();
        const answer = await send(session, operation.method, request, caller);
        if (viewOnlyRefused) {
          expect(answer.status, answer.text).toBe(403);
          expect(answer.message).toEqual(expect.any(String));
          expect(await counts()).toEqual(before);
        } else {
          expect(answer.status, answer.text).toBeLessThan(300);
        }
      });
    }
    for (const caller of ['role2', 'admin'] as const) {
      it(`${name} — ${caller} may write`, async () => {
        const request = await example(session.ctx);
        await grantRole(session, request, caller);
        const answer = await send(session, operation.method, request, caller);
        expect(answer.status, answer.text).toBeLessThan(300);
      });
    }
    it(`${name} — role7 is never treated as a stranger`, async () => {
      const request = await example(session.ctx);
      await grantRole(session, request, 'role7');
      const answer = await send(session, operation.method, request, 'role7');
      expect(answer.status, answer.text).not.toBe(404);
      expect(answer.status, answer.text).toBeLessThan(500);
    });
  }
});
