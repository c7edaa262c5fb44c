import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from './client.ts';
import { SIGNED_IN_CALLER_EMAILS } from './contract/authorizationTable.ts';
import { describeDatabases, startTestApi, type TestApi } from './harness.ts';

/** Callers: the demo accounts of roles 1, 2, 3, 4 and 7 on Acme Audio, a non-member and an admin. */
const CALLERS = SIGNED_IN_CALLER_EMAILS;
type Caller = keyof typeof CALLERS;

type WriteCase = {
  operation: string;
  method: string;
  path: (acme: string) => string;
  body: (caller: Caller) => unknown;
  expected: Record<Caller, number>;
};

// Roles 1 and 2 edit the advertiser (spec §6); a CPA user (7) edits only its CPA campaigns.
const ADVERTISER_WRITERS = {
  role1: 200,
  role2: 200,
  role3: 403,
  role4: 403,
  role7: 403,
  nonMember: 404,
  admin: 200,
};

/** Every write of users and advertisers, with the status each caller must get. */
const WRITES: WriteCase[] = [
  {
    operation: 'updateAdvertiser',
    method: 'PATCH',
    path: (acme) => `/companies/${acme}`,
    body: (caller) => ({ name: `Acme Audio (${caller})` }),
    expected: ADVERTISER_WRITERS,
  },
  {
    operation: 'createAdvertiser',
    method: 'POST',
    path: () => '/companies',
    body: (caller) => ({ name: `New by ${caller}`, category: 'food' }),
    expected: { role1: 201, role2: 201, role3: 201, role4: 201, role7: 201, nonMember: 201, admin: 201 },
  },
  {
    operation: 'updateCurrentUser',
    method: 'PATCH',
    path: () => '/users',
    body: () => ({ last_name: 'Changed' }),
    expected: { role1: 200, role2: 200, role3: 200, role4: 200, role7: 200, nonMember: 200, admin: 200 },
  },
  {
    operation: 'createUser',
    method: 'POST',
    path: () => '/users',
    body: (caller) => ({
      email: `made-by-${caller.toLowerCase()}@example.com`,
      first_name: 'A',
      last_name: 'B',
    }),
    expected: { role1: 403, role2: 403, role3: 403, role4: 403, role7: 403, nonMember: 403, admin: 201 },
  },
];

describeDatabases('permissions of users and advertisers', (database) => {
  let api: TestApi;
  const tokens = {} as Record<Caller, string>;

  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const [caller, email] of Object.entries(CALLERS))
      tokens[caller as Caller] = await api.tokenFor(email);
  });
  afterAll(async () => {
    await api?.close();
  });

  for (const write of WRITES) {
    for (const caller of Object.keys(CALLERS) as Caller[]) {
      const expected = write.expected[caller];
      it(`${write.operation} as ${caller} → ${expected}`, async () => {
        const acme = api.demo.advertisers.onboarded;
        const answer = await callApi(
          api.baseUrl,
          tokens[caller],
          write.method,
          write.path(acme),
          write.body(caller),
        );
        expect(answer.status).toBe(expected);
        if (expected >= 400) {
          expect(answer.body.Message).toEqual(expect.any(String));
          if (expected === 403 && write.operation === 'updateAdvertiser') {
            expect(answer.body).toMatchObject({ hardRefresh: false, showToast: false });
          }
        }
      });
    }
  }

  it('leaves the advertiser untouched by refused writers', async () => {
    const { rows } = await api.db.query<{ name: string }>('SELECT name FROM advertisers WHERE uuid = $1', [
      api.demo.advertisers.onboarded,
    ]);
    expect(rows[0]?.name).not.toMatch(/role3|role4|role7|nonMember/);
  });

  it('never shows a non-member another advertiser', async () => {
    for (const uuid of [
      api.demo.advertisers.onboarded,
      api.demo.advertisers.fresh,
      api.demo.advertisers.newcomer,
    ]) {
      const answer = await callApi(api.baseUrl, tokens.nonMember, 'GET', `/companies/${uuid}`);
      expect(answer).toMatchObject({ status: 404, body: { Message: 'Advertiser not found' } });
    }
    const search = await callApi(api.baseUrl, tokens.nonMember, 'GET', '/companies/search?query=a');
    expect(search.body.map((advertiser: { name: string }) => advertiser.name)).not.toContain('Acme Audio');
  });
});
