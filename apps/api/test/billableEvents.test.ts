import { describe, expect, it } from 'vitest';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded, fresh } = demoAdvertisers;

describeDatabases('billable events', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  async function eventId(name: string): Promise<string> {
    const list = (await call('owner', 'GET', `/companies/${onboarded}/billable-events`)).body;
    return list.find((event: { name: string }) => event.name === name).id;
  }

  describe('billable events', () => {
    it('lists the seeded conversion events by name and the attribution partners', async () => {
      const list = await call('reporter', 'GET', `/companies/${onboarded}/billable-events`);
      expect(list.status).toBe(200);
      expect(list.body.map((event: { name: string }) => event.name)).toEqual([
        'add_to_cart',
        'purchase',
        'signup',
      ]);
      expect(list.body[1]).toMatchObject({ billable: true, price: 25, event_type: 'conversion' });
      const partners = await call(
        'viewer',
        'GET',
        `/companies/${onboarded}/billable-events/attribution-partners`,
      );
      expect(partners.body.map((partner: { name: string }) => partner.name)).toContain('Podscribe');
      expect((await call('owner', 'GET', `/companies/${fresh}/billable-events`)).body).toEqual([]);
    });

    it('updates billing, price and partner, and clears them again', async () => {
      const id = await eventId('add_to_cart');
      const partners = (
        await call('owner', 'GET', `/companies/${onboarded}/billable-events/attribution-partners`)
      ).body;
      const updated = await call('editor', 'PATCH', `/companies/${onboarded}/billable-events/${id}`, {
        billable: true,
        price: 1.75,
        attribution_partner_id: partners[0].id,
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        id,
        billable: true,
        price: 1.75,
        attribution_partner_id: partners[0].id,
      });
      const cleared = await call('cpa', 'PATCH', `/companies/${onboarded}/billable-events/${id}`, {
        price: null,
        attribution_partner_id: null,
      });
      expect(cleared.body).toMatchObject({ billable: true, price: null, attribution_partner_id: null });
    });

    it('answers 4xx for bad input and never reaches across advertisers', async () => {
      const id = await eventId('purchase');
      const path = `/companies/${onboarded}/billable-events/${id}`;
      const cases: [string, unknown, number][] = [
        [path, {}, 422],
        [path, { price: -1 }, 422],
        [path, { price: '25' }, 422],
        [path, { billable: 'yes' }, 422],
        [path, { attribution_partner_id: 'podscribe' }, 422],
        [path, { attribution_partner_id: '00000000-0000-4000-8000-000000000000' }, 422],
        [path, { billable: true, name: 'renamed' }, 422],
        [`/companies/${onboarded}/billable-events/purchase`, { billable: true }, 400],
        [
          `/companies/${onboarded}/billable-events/00000000-0000-4000-8000-000000000000`,
          { billable: true },
          404,
        ],
        [`/companies/${fresh}/billable-events/${id}`, { billable: false }, 404],
      ];
      for (const [target, body, status] of cases) {
        const answer = await call('owner', 'PATCH', target, body);
        expect({ body, status: answer.status }).toEqual({ body, status });
        expect(answer.body.Message).toEqual(expect.any(String));
      }
      expect((await call('owner', 'GET', `/companies/${onboarded}/billable-events`)).body[1]).toMatchObject({
        name: 'purchase',
        billable: true,
        price: 25,
      });
    });

    it('answers 403 to roles 3 and 4 writing and 404 to non-members', async () => {
      const path = `/companies/${onboarded}/billable-events/${await eventId('signup')}`;
      for (const who of ['viewer', 'reporter']) {
        expect((await call(who, 'PATCH', path, { billable: false })).status).toBe(403);
      }
      expect((await call('nobody', 'PATCH', path, { billable: false })).status).toBe(404);
      expect((await call('nobody', 'GET', `/companies/${onboarded}/billable-events`)).status).toBe(404);
      const partners = await call(
        'nobody',
        'GET',
        `/companies/${onboarded}/billable-events/attribution-partners`,
      );
      expect(partners.status).toBe(404);
    });
  });
});
