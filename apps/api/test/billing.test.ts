import { describe, expect, it } from 'vitest';
import { RawJson } from './client.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded, fresh } = demoAdvertisers;

const billingInfo = {
  company_name: 'Fresh Audio GmbH',
  address_line1: 'Torstraße 1',
  city: 'Berlin',
  postal_code: '10119',
  country: 'DE',
  tax_id: 'DE123456789',
  email: 'billing@fresh-audio.de',
};

describeDatabases('billing', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  describe('billing without billing information', () => {
    it('answers 204 for billing-info and the spec messages for the payment steps', async () => {
      expect((await call('owner', 'GET', `/companies/${fresh}/billing-info`)).status).toBe(204);

      const token = await call('owner', 'POST', `/companies/${fresh}/payment-token`, { buyer_id: 'buyer_x' });
      expect(token.status).toBe(422);
      expect(token.body).toMatchObject({
        Message: 'No billing data has been introduced',
        code: 'billing_data_missing',
      });

      const portal = await call('owner', 'GET', `/companies/${fresh}/payments/portal`);
      expect(portal.status).toBe(422);
      expect(portal.body.Message).toBe('No billing data has been introduced');

      const noIds = await call('owner', 'POST', `/companies/${fresh}/payment-methods`, { type: 'card' });
      expect(noIds.status).toBe(422);
      expect(noIds.body).toMatchObject({
        Message: 'No payment data has been introduced',
        code: 'payment_data_missing',
      });

      const noBilling = await call('owner', 'POST', `/companies/${fresh}/payment-methods`, {
        payment_method_id: 'pm_card_visa',
        buyer_id: 'buyer_x',
        type: 'card',
      });
      expect(noBilling.status).toBe(422);
      expect(noBilling.body.Message).toBe('No billing data has been introduced');
      expect(
        (await call('owner', 'PATCH', `/companies/${fresh}/billing-info`, { city: 'Hamburg' })).status,
      ).toBe(404);
    });
  });

  describe('billing information, payment methods and tokens', () => {
    let buyerId: string;

    it('saves billing information once, qualifies the buyer on request and updates it', async () => {
      const created = await call(
        'owner',
        'POST',
        `/companies/${fresh}/billing-info?qualify-buyer=true`,
        billingInfo,
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...billingInfo, address_line2: null, qualified: true });
      expect(created.body.buyer_id).toMatch(/^buyer_/);
      buyerId = created.body.buyer_id;

      const again = await call('owner', 'POST', `/companies/${fresh}/billing-info`, billingInfo);
      expect(again.status).toBe(409);

      const updated = await call('owner', 'PATCH', `/companies/${fresh}/billing-info?qualify-buyer=false`, {
        city: 'Hamburg',
        postal_code: '20095',
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        city: 'Hamburg',
        postal_code: '20095',
        buyer_id: buyerId,
        qualified: true,
      });
      expect((await call('owner', 'GET', `/companies/${fresh}/billing-info`)).body.city).toBe('Hamburg');
    });

    it('issues payment tokens only for the advertiser buyer', async () => {
      const token = await call('owner', 'POST', `/companies/${fresh}/payment-token`, { buyer_id: buyerId });
      expect(token.status).toBe(200);
      expect(token.body.token).toMatch(/^ptok_/);
      expect(Date.parse(token.body.expires_at)).toBeGreaterThan(Date.now());
      const wrong = await call('owner', 'POST', `/companies/${fresh}/payment-token`, {
        buyer_id: 'buyer_other',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.Message).toBe('No billing data has been introduced');
    });

    it('adds methods, keeps exactly one default, and passes the default on when it is removed', async () => {
      const path = `/companies/${fresh}/payment-methods`;
      const visa = await call('owner', 'POST', path, {
        payment_method_id: 'pm_card_visa',
        buyer_id: buyerId,
        type: 'card',
      });
      expect(visa.status).toBe(201);
      expect(visa.body).toMatchObject({
        payment_id: 'pm_card_visa',
        brand: 'visa',
        last4: '4242',
        is_default: true,
      });
      const master = await call('editor', 'POST', path, {
        payment_method_id: 'pm_card_mastercard',
        buyer_id: buyerId,
        type: 'card',
      });
      // The editor is not a member of the fresh advertiser.
      expect(master.status).toBe(404);
      const sepa = await call('owner', 'POST', path, {
        payment_method_id: 'pm_sepa_1',
        buyer_id: buyerId,
        type: 'sepa_debit',
      });
      expect(sepa.body).toMatchObject({
        type: 'sepa_debit',
        brand: null,
        exp_month: null,
        is_default: false,
      });
      expect(sepa.body.last4).toMatch(/^\d{4}$/);
      const duplicate = await call('owner', 'POST', path, {
        payment_method_id: 'pm_card_visa',
        buyer_id: buyerId,
        type: 'card',
      });
      expect(duplicate.status).toBe(409);

      const promoted = await call('owner', 'PATCH', `${path}/pm_sepa_1`, { is_default: true });
      expect(promoted.body.is_default).toBe(true);
      let list = (await call('owner', 'GET', path)).body;
      expect(list.filter((method: { is_default: boolean }) => method.is_default)).toHaveLength(1);
      expect(list[0].payment_id).toBe('pm_sepa_1');

      expect((await call('owner', 'DELETE', `${path}/pm_sepa_1`)).status).toBe(204);
      list = (await call('owner', 'GET', path)).body;
      expect(list).toMatchObject([{ payment_id: 'pm_card_visa', is_default: true }]);
      expect((await call('owner', 'DELETE', `${path}/pm_sepa_1`)).status).toBe(404);
      expect((await call('owner', 'PATCH', `${path}/pm_unknown`, { exp_month: 3 })).status).toBe(404);
    });

    it('links to a payments portal page that shows the buyer and refuses a forged link', async () => {
      const portal = await call('owner', 'GET', `/companies/${fresh}/payments/portal`);
      expect(portal.status).toBe(200);
      const page = await fetch(portal.body.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('Fresh Audio GmbH');
      expect(html).toContain('ending in 4242');
      const forged = new URL(portal.body.url);
      forged.searchParams.set('token', `${forged.searchParams.get('token')?.slice(0, -2)}xx`);
      expect((await fetch(forged)).status).toBe(401);
    });

    it('lists the billing types', async () => {
      const types = await call('viewer', 'GET', '/companies/billing-types');
      expect(types.status).toBe(200);
      expect(types.body.billing_types).toContainEqual({ id: 3, name: expect.any(String) });
    });

    it('has seeded billing data for the onboarded demo advertiser', async () => {
      const info = await call('editor', 'GET', `/companies/${onboarded}/billing-info`);
      expect(info.status).toBe(200);
      expect(info.body.qualified).toBe(true);
      const methods = await call('owner', 'GET', `/companies/${onboarded}/payment-methods`);
      expect(methods.body).toMatchObject([{ payment_id: 'pm_card_visa', is_default: true }]);
    });

    it('shows billing to the roles that manage it only: view-only, reporting and CPA users get 403', async () => {
      for (const role of ['viewer', 'reporter', 'cpa']) {
        for (const path of ['billing-info', 'payment-methods', 'payments/portal', 'invoices']) {
          const answer = await call(role, 'GET', `/companies/${onboarded}/${path}`);
          expect(answer.status, `${role} GET ${path}`).toBe(403);
          expect(answer.body.Message).toMatch(/manage/);
        }
      }
    });
  });

  describe('billing bad input and permissions', () => {
    it('answers 4xx, never 500, for bad input', async () => {
      const base = `/companies/${onboarded}`;
      const cases: [string, string, unknown, number][] = [
        ['POST', `${base}/billing-info`, new RawJson('{"company_name":'), 400],
        ['PATCH', `${base}/billing-info`, { country: 'germany' }, 422],
        ['PATCH', `${base}/billing-info`, { city: 'Paris', admin: true }, 422],
        ['PATCH', `${base}/billing-info`, {}, 422],
        ['PATCH', `${base}/billing-info?qualify-buyer=maybe`, { city: 'Paris' }, 400],
        ['PATCH', `${base}/billing-info`, { email: "x'; DROP TABLE billing_infos; --" }, 422],
        [
          'POST',
          `${base}/payment-methods`,
          { payment_method_id: 'pm_1', buyer_id: 'b', type: 'paypal' },
          422,
        ],
        ['PATCH', `${base}/payment-methods/pm_card_visa`, { exp_month: 13 }, 422],
        ['PATCH', `${base}/payment-methods/pm%20card`, { exp_month: 3 }, 400],
        ['POST', `${base}/payment-token`, [], 422],
        ['GET', '/companies/not-a-uuid/billing-info', undefined, 400],
      ];
      for (const [method, path, body, status] of cases) {
        const answer = await call('owner', method, path, body);
        expect({ method, path, status: answer.status }).toEqual({ method, path, status });
        expect(answer.body.Message).toEqual(expect.any(String));
      }
      expect((await call('owner', 'GET', `${base}/billing-info`)).body.city).toBe('San Francisco');
    });

    it('lets roles 1 and 2 write, answers 403 to roles 3, 4 and 7 and 404 to non-members', async () => {
      const path = `/companies/${onboarded}/billing-info`;
      for (const who of ['owner', 'editor']) {
        expect((await call(who, 'PATCH', path, { address_line2: `Suite ${who}` })).status).toBe(200);
      }
      for (const who of ['viewer', 'reporter', 'cpa']) {
        const answer = await call(who, 'PATCH', path, { city: 'Nowhere' });
        expect(answer.status).toBe(403);
        expect(answer.body.Message).toEqual(expect.any(String));
        expect(
          (await call(who, 'POST', `/companies/${onboarded}/payment-methods`, { type: 'card' })).status,
        ).toBe(403);
        expect(
          (await call(who, 'DELETE', `/companies/${onboarded}/payment-methods/pm_card_visa`)).status,
        ).toBe(403);
      }
      for (const [method, suffix] of [
        ['GET', 'billing-info'],
        ['GET', 'payment-methods'],
        ['GET', 'payments/portal'],
        ['PATCH', 'billing-info'],
        ['POST', 'payment-token'],
      ] as const) {
        const answer = await call(
          'nobody',
          method,
          `/companies/${onboarded}/${suffix}`,
          method === 'GET' ? undefined : {},
        );
        expect({ suffix, status: answer.status }).toEqual({ suffix, status: 404 });
      }
      const anonymous = await fetch(`${sessions.api.baseUrl}/v1/companies/${onboarded}/billing-info`);
      expect(anonymous.status).toBe(401);
    });
  });
});
