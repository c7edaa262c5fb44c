import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runMonthEndBilling } from '../src/resources/invoices/invoiceBilling.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { ANONYMOUS, roleSessionsForSuite } from './roleSessions.ts';

const { onboarded, fresh } = demoAdvertisers;

type Line = { campaign_id: string; campaign_name: string; impressions: number; amount: number };
type Invoice = {
  id: string;
  number: string;
  month: string;
  status: string;
  lines: Line[];
  subtotal: number;
  tax_rate: number;
  tax: number;
  total: number;
  payment_method: { payment_id: string; last4: string } | null;
  failure_message: string | null;
};

/** The first and last day of a `YYYY-MM` month. */
function monthDays(month: string): [string, string] {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthIndex, 0)).toISOString().slice(0, 10);
  return [`${month}-01`, last];
}

/** `YYYY-MM` of the month `offset` months from now. */
function monthFromNow(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

const cents = (amount: number) => Math.round(amount * 100);

describeDatabases('invoices', (database) => {
  const sessions = roleSessionsForSuite(database, ['owner', 'editor', 'viewer', 'reporter', 'cpa', 'nobody']);
  const { call } = sessions;

  describe('the demo advertiser’s invoices', () => {
    it('bills each month its campaigns’ spend as the metrics count it, a line per campaign', async () => {
      const list = await call('owner', 'GET', `/companies/${onboarded}/invoices`);
      expect(list.status).toBe(200);
      const invoices: Invoice[] = list.body;
      const issued = invoices.filter((invoice) => invoice.month < monthFromNow(0));
      expect(issued.length).toBeGreaterThanOrEqual(2);
      expect(invoices.map((invoice) => invoice.month)).toEqual(
        [...invoices.map((invoice) => invoice.month)].sort().reverse(),
      );
      for (const invoice of invoices) {
        const [start, end] = monthDays(invoice.month);
        const breakdown = await call(
          'owner',
          'GET',
          `/companies/${onboarded}/metrics/breakdown?dimension=campaign&start_date=${start}&end_date=${end}`,
        );
        expect(breakdown.status).toBe(200);
        const spendByCampaign = new Map<string, number>(
          breakdown.body.rows
            .filter((row: { spend: number }) => row.spend > 0)
            .map((row: { key: string; spend: number }) => [row.key, cents(row.spend)]),
        );
        expect(
          new Map(invoice.lines.map((line) => [line.campaign_id, cents(line.amount)])),
          invoice.month,
        ).toEqual(spendByCampaign);
        expect(cents(invoice.subtotal)).toBe(cents(breakdown.body.totals.spend));
        expect(cents(invoice.subtotal)).toBe(
          invoice.lines.reduce((sum, line) => sum + cents(line.amount), 0),
        );
        expect(cents(invoice.total)).toBe(cents(invoice.subtotal) + cents(invoice.tax));
        expect(invoice.number).toMatch(new RegExp(`^INV-${invoice.month.replace('-', '')}-[0-9A-F]{10}$`));
      }
      // Closed months were issued and paid with the demo card; the running one is a draft.
      for (const invoice of issued) {
        expect(invoice).toMatchObject({ status: 'paid', payment_method: { payment_id: 'pm_card_visa' } });
      }
      for (const invoice of invoices.filter((candidate) => candidate.month === monthFromNow(0))) {
        expect(invoice.status).toBe('draft');
      }
    });

    it('answers one invoice, and its PDF naming the invoice number', async () => {
      const [invoice] = (await call('editor', 'GET', `/companies/${onboarded}/invoices`)).body as Invoice[];
      if (!invoice) throw new Error('The demo advertiser has no invoice');
      const one = await call('editor', 'GET', `/companies/${onboarded}/invoices/${invoice.id}`);
      expect(one.body).toEqual(invoice);
      const pdf = await fetch(
        `${sessions.api.baseUrl}/v1/companies/${onboarded}/invoices/${invoice.id}/pdf`,
        { headers: { authorization: `Bearer ${await sessions.api.tokenFor('owner@example.com')}` } },
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain(`(Invoice ${invoice.number})`);
      expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    });

    it('lists the invoices on the payments portal page, each with its PDF behind the portal’s token', async () => {
      const invoices = (await call('owner', 'GET', `/companies/${onboarded}/invoices`)).body as Invoice[];
      const portal = await call('editor', 'GET', `/companies/${onboarded}/payments/portal`);
      const page = await (await fetch(portal.body.url)).text();
      expect(page).toContain('Visa ending in 4242');
      expect(page).toContain('Default');
      for (const invoice of invoices) expect(page).toContain(invoice.number);
      const link = /href="([^"]+\/pdf\?token=[^"]+)"/.exec(page)?.[1]?.replace(/&#38;/g, '&');
      if (!link) throw new Error('The portal links no PDF');
      const pdf = await fetch(new URL(link, portal.body.url));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const forged = new URL(link, portal.body.url);
      forged.searchParams.set('token', `${forged.searchParams.get('token')}x`);
      expect((await fetch(forged)).status).toBe(401);
      const elsewhere = new URL(
        link.replace(/invoices\/[^/]+\/pdf/, `invoices/${randomUUID()}/pdf`),
        portal.body.url,
      );
      expect((await fetch(elsewhere)).status).toBe(404);
    });

    it('shows invoices to roles 1, 2 and admins only: 403 for roles 3, 4 and 7, 404 for strangers', async () => {
      const [invoice] = (await call('owner', 'GET', `/companies/${onboarded}/invoices`)).body as Invoice[];
      const paths = ['invoices', `invoices/${invoice?.id}`, `invoices/${invoice?.id}/pdf`];
      for (const path of paths) {
        for (const who of ['viewer', 'reporter', 'cpa']) {
          const answer = await call(who, 'GET', `/companies/${onboarded}/${path}`);
          expect({ who, path, status: answer.status }).toEqual({ who, path, status: 403 });
          expect(answer.body.Message).toEqual(expect.any(String));
        }
        expect((await call('nobody', 'GET', `/companies/${onboarded}/${path}`)).status).toBe(404);
        expect((await call(ANONYMOUS, 'GET', `/companies/${onboarded}/${path}`)).status).toBe(401);
      }
      expect((await call('owner', 'GET', `/companies/${onboarded}/invoices/${randomUUID()}`)).status).toBe(
        404,
      );
      expect((await call('owner', 'GET', `/companies/${onboarded}/invoices/nope/pdf`)).status).toBe(400);
    });
  });

  describe('month-end billing', () => {
    const twoMonthsAgo = monthFromNow(-2);
    const lastMonth = monthFromNow(-1);
    const spend = (month: string, campaign: string, name: string, amount: string, impressions: number) =>
      sessions.api.db.query(
        `INSERT INTO campaign_daily_metrics (advertiser_uuid, campaign_id, campaign_name, day, impressions, spend)
         VALUES ($1, $2, $3, $4::date, $5, $6)`,
        [fresh, campaign, name, `${month}-10`, impressions, amount],
      );
    const invoiceOf = async (month: string): Promise<Invoice | undefined> =>
      ((await call('owner', 'GET', `/companies/${fresh}/invoices`)).body as Invoice[]).find(
        (invoice) => invoice.month === month,
      );
    const campaignA = randomUUID();
    const campaignB = randomUUID();
    let buyer: string;

    it('taxes by the billing country and fails without a default payment method', async () => {
      const info = await call('owner', 'POST', `/companies/${fresh}/billing-info`, {
        company_name: 'Bluebird Coffee SAS',
        address_line1: '1 rue de Rivoli',
        city: 'Paris',
        postal_code: '75001',
        country: 'FR',
        email: 'factures@bluebird-cafe.fr',
      });
      expect(info.status, JSON.stringify(info.body)).toBe(201);
      buyer = info.body.buyer_id;
      await spend(twoMonthsAgo, campaignA, 'Morning show', '100.10', 5000);
      await spend(twoMonthsAgo, campaignB, 'Drive time', '50.05', 2500);
      const invoice = await invoiceOf(twoMonthsAgo);
      expect(invoice).toMatchObject({
        status: 'failed',
        subtotal: 150.15,
        tax_rate: 0.2,
        tax: 30.03,
        total: 180.18,
        payment_method: null,
        failure_message: 'No default payment method: add a card in billing',
      });
      expect(invoice?.lines).toEqual([
        { campaign_id: campaignB, campaign_name: 'Drive time', impressions: 2500, amount: 50.05 },
        { campaign_id: campaignA, campaign_name: 'Morning show', impressions: 5000, amount: 100.1 },
      ]);
    });

    it('charges the default card at the month’s end: a card whose charges fail leaves the invoice failed', async () => {
      const form = await call('owner', 'POST', `/companies/${fresh}/payment-token`, { buyer_id: buyer });
      const card = await call(ANONYMOUS, 'POST', '/sandbox/tokens', {
        payment_token: form.body.token,
        number: '4000 0000 0000 0341',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
        postal_code: '75001',
        name: 'Bluebird Coffee',
      });
      expect(card.status).toBe(201);
      const added = await call('owner', 'POST', `/companies/${fresh}/payment-methods`, {
        payment_method_id: card.body.id,
        buyer_id: buyer,
        type: 'card',
      });
      expect(added.body.is_default).toBe(true);
      await spend(lastMonth, campaignA, 'Morning show', '20.00', 1000);
      // The scheduled job issues and charges the closed month before anyone reads the invoices.
      expect(await runMonthEndBilling(sessions.api.db, new Date())).toBe(1);
      expect(await runMonthEndBilling(sessions.api.db, new Date())).toBe(0);
      expect(await invoiceOf(lastMonth)).toMatchObject({
        status: 'failed',
        total: 24,
        payment_method: { payment_id: card.body.id, last4: '0341' },
        failure_message: 'The card was declined',
      });
    });

    it('keeps the running month as a draft that grows with delivery, and pays closed months with a good card', async () => {
      const visa = await call('owner', 'POST', `/companies/${fresh}/payment-methods`, {
        payment_method_id: 'pm_card_visa',
        buyer_id: buyer,
        type: 'card',
      });
      await call('owner', 'PATCH', `/companies/${fresh}/payment-methods/${visa.body.payment_id}`, {
        is_default: true,
      });
      const thisMonth = monthFromNow(0);
      await spend(thisMonth, campaignB, 'Drive time', '12.34', 600);
      const draft = await invoiceOf(thisMonth);
      expect(draft).toMatchObject({ status: 'draft', subtotal: 12.34, payment_method: null });
      const nextMonth = new Date(`${monthFromNow(1)}-01T06:00:00Z`);
      expect(await runMonthEndBilling(sessions.api.db, nextMonth)).toBeGreaterThanOrEqual(1);
      const { rows } = await sessions.api.db.query<{ status: string; paid_at: Date }>(
        `SELECT status, paid_at FROM invoices WHERE advertiser_uuid = $1 AND month = $2::date`,
        [fresh, `${thisMonth}-01`],
      );
      expect(rows[0]?.status).toBe('paid');
      expect(rows[0]?.paid_at.toISOString()).toBe(`${monthFromNow(1)}-01T00:00:00.000Z`);
    });
  });
});
