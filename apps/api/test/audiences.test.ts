import { expect, it } from 'vitest';
import { seed } from '../src/seed/seed.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { expectListedAndRead } from './recordChecks.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

describeDatabases('audiences', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  it('creates, lists, reads and updates an audience', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/audiences`, {
      name: 'Pricing page visitors',
      type: 1,
      subtype: 'first-party',
      first_party: [
        { type: 'url', value: '/pricing' },
        { type: 'onboarding', value: 'pixel' },
      ],
      firstPartySegments: [{ type: 'url', value: '/pricing' }],
      advertiserId: advertiser,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      subtype: 'first-party',
      correlation_id: null,
      cdp_segments: [],
      type: 1,
    });
    const id = created.body.id;

    await expectListedAndRead(call, `/companies/${advertiser}/audiences`, id, 'Pricing page visitors');

    const crm = await call('editor', 'PATCH', `/companies/${advertiser}/audiences/${id}`, {
      subtype: 'crm',
      correlation_id: 'upload-42',
    });
    expect(crm.status).toBe(200);
    expect(crm.body).toMatchObject({ subtype: 'crm', correlation_id: 'upload-42', first_party: [] });
  });

  it('needs the payload its subtype names', async () => {
    const base = { name: 'x', type: 1, advertiserId: advertiser };
    const cases = [
      { ...base, subtype: 'first-party' },
      { ...base, subtype: 'crm' },
      { ...base, subtype: 'cdp', cdp_segments: ['no-such-segment'] },
      {
        ...base,
        subtype: 'cdp',
        cdp_segments: ['lr-0001'],
        advertiserId: '00000000-0000-4000-8000-000000000000',
      },
      {
        ...base,
        subtype: 'first-party',
        first_party: [{ type: 'url', value: '/x' }],
        firstPartySegments: [{ type: 'url', value: '/x' }],
        extra: true,
      },
    ];
    for (const body of cases) {
      const answer = await call('owner', 'POST', `/companies/${advertiser}/audiences`, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.fields).toBeTruthy();
    }
  });

  it('takes a first-party audience only with firstPartySegments repeating its url and event rules', async () => {
    const base = { name: 'Signed up', type: 1, subtype: 'first-party', advertiserId: advertiser };
    const first_party = [
      { type: 'event', value: 'signup' },
      { type: 'onboarding', value: 'campaign' },
    ];
    for (const firstPartySegments of [undefined, [], [{ type: 'event', value: 'purchase' }], first_party]) {
      const refused = await call('owner', 'POST', `/companies/${advertiser}/audiences`, {
        ...base,
        first_party,
        firstPartySegments,
      });
      expect(refused.status, JSON.stringify(firstPartySegments)).toBe(422);
      expect(Object.keys(refused.body.fields)[0]).toMatch(/^firstPartySegments/);
    }
    const created = await call('owner', 'POST', `/companies/${advertiser}/audiences`, {
      ...base,
      first_party,
      firstPartySegments: [{ type: 'event', value: 'signup' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.first_party).toEqual(first_party);

    const path = `/companies/${advertiser}/audiences/${created.body.id}`;
    const rulesOnly = await call('editor', 'PATCH', path, { first_party: [{ type: 'url', value: '/cart' }] });
    expect(rulesOnly.status).toBe(422);
    expect(rulesOnly.body.fields).toEqual({ firstPartySegments: 'audience.firstPartySegments.mismatch' });
    const updated = await call('editor', 'PATCH', path, {
      first_party: [{ type: 'url', value: '/cart' }],
      firstPartySegments: [{ type: 'url', value: '/cart' }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.first_party).toEqual([{ type: 'url', value: '/cart' }]);
  });

  it('builds a CDP audience from catalogue segments and pages through them', async () => {
    const search = await call('owner', 'GET', '/search?index=liveramp&q=travel&page=1');
    expect(search.status).toBe(200);
    expect(search.body.found).toBeGreaterThan(0);
    expect(search.body.page).toBe(1);
    expect(search.body.hits.every((segment: { name: string }) => /travel/i.test(segment.name))).toBe(true);
    const ids = search.body.hits.slice(0, 3).map((segment: { id: string }) => segment.id);

    const created = await call('owner', 'POST', `/companies/${advertiser}/audiences`, {
      name: 'Travellers',
      type: 1,
      subtype: 'cdp',
      cdp_segments: ids,
      advertiserId: advertiser,
    });
    expect(created.status).toBe(201);
    expect(created.body.size_estimate).toBeGreaterThan(0);

    const page = await call('viewer', 'GET', `/audiences/${created.body.id}/segments?page=0&size=2`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 0, size: 2, total: ids.length });
    expect(page.body.segments).toHaveLength(2);
    expect((await call('nobody', 'GET', `/audiences/${created.body.id}/segments`)).status).toBe(404);
  });

  it('answers 400 for bad search and paging parameters', async () => {
    expect((await call('owner', 'GET', '/search?index=acxiom&q=x')).status).toBe(400);
    expect((await call('owner', 'GET', '/search?index=liveramp&page=0')).status).toBe(400);
    const list = await call('owner', 'GET', `/companies/${advertiser}/audiences`);
    expect((await call('owner', 'GET', `/audiences/${list.body[0].id}/segments?size=5000`)).status).toBe(400);
    expect((await call('owner', 'GET', '/audiences/not-a-uuid/segments')).status).toBe(400);
  });

  it('matches search text literally', async () => {
    const wildcard = await call(
      'owner',
      'GET',
      `/search?index=liveramp&q=${encodeURIComponent("%' OR 1=1 --")}`,
    );
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.found).toBe(0);
    expect((await call('owner', 'GET', '/search?index=liveramp&q=a%00b')).status).toBe(400);
  });

  it('refuses writes from roles 3 and 4 and hides the advertiser from non-members', async () => {
    const body = { name: 'x', type: 1, subtype: 'crm', correlation_id: 'c', advertiserId: advertiser };
    for (const who of ['viewer', 'reporter']) {
      expect((await call(who, 'POST', `/companies/${advertiser}/audiences`, body)).status).toBe(403);
    }
    expect((await call('nobody', 'GET', `/companies/${advertiser}/audiences`)).status).toBe(404);
  });

  it('seeds idempotently: seeding again adds no demo rows', async () => {
    const tables = [
      'assets',
      'audio_versions',
      'creatives',
      'playlists',
      'campaigns',
      'audiences',
      'segments',
    ];
    const count = async () => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = await sessions.api.db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM ${table}`,
        );
        counts[table] = Number(rows[0]?.total);
      }
      return counts;
    };
    const before = await count();
    await seed(sessions.api.db);
    expect(await count()).toEqual(before);
    expect(before.segments).toBeGreaterThan(30);
  });

  it('seeds first-party, CRM and CDP audiences', async () => {
    const list = await call('owner', 'GET', `/companies/${advertiser}/audiences`);
    const subtypes = new Set(list.body.map((audience: { subtype: string }) => audience.subtype));
    expect(subtypes).toEqual(new Set(['first-party', 'crm', 'cdp']));
  });
});
