import type { Schema } from '@earshot/sdk-core';
import { cardBrand, cardDigits, isCardNumber } from '@earshot/validators';
import { campaignFixture } from './inMemoryCampaignApi.ts';
import { jsonResponse as json, notFound } from './jsonResponse.ts';
import { currentUserFixture, type Viewer } from './viewerFixture.ts';

/** The advertiser every fixture belongs to. */
export const BILLING_ADVERTISER_ID = '3c5e7a90-1b2d-4f6a-8c0e-2a4b6c8d0e01';

type BillingInfo = Schema<'BillingInfo'>;
type PaymentMethod = Schema<'PaymentMethod'>;
type Invoice = Schema<'Invoice'>;
type SpendingLimits = Schema<'SpendingLimits'>;
type Campaign = Schema<'Campaign'>;

/** A saved billing information fixture, qualified. */
export const billingInfoFixture = (overrides: Partial<BillingInfo> = {}): BillingInfo => ({
  buyer_id: 'buyer_test1',
  company_name: 'Rosa’s Bakery LLC',
  address_line1: '12 Baker Street',
  address_line2: null,
  city: 'Springfield',
  postal_code: '62701',
  country: 'US',
  tax_id: null,
  email: 'billing@rosas-bakery.com',
  qualified: true,
  updated_at: '2026-11-01T09:00:00Z',
  ...overrides,
});

/** A stored payment method fixture. */
export const paymentMethodFixture = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  payment_id: 'pm_card_visa',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  is_default: true,
  created_at: '2026-11-01T09:00:00Z',
  ...overrides,
});

/** An invoice fixture: October 2026, paid with the demo Visa card. */
export const invoiceFixture = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: '7a0c1e52-6a0e-4f55-9d7a-7f4e51c0a001',
  number: 'INV-202610-3F2A9C1B00',
  month: '2026-10',
  status: 'paid',
  currency: 'USD',
  lines: [
    {
      campaign_id: '00000000-0000-4000-8000-000000000001',
      campaign_name: 'Fall launch',
      impressions: 152_000,
      amount: 3120.45,
    },
  ],
  subtotal: 3120.45,
  tax_rate: 0,
  tax: 0,
  tax_note: null,
  total: 3120.45,
  bill_to: null,
  payment_method: { payment_id: 'pm_card_visa', brand: 'visa', last4: '4242' },
  failure_message: null,
  issued_at: '2026-11-01T00:00:00Z',
  paid_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...overrides,
});

/** The campaigns the spending limits form lists. */
export const BILLING_CAMPAIGNS: Campaign[] = [
  campaignFixture({ id: '00000000-0000-4000-8000-000000000001', name: 'Fall launch', status: 'running' }),
  campaignFixture({ id: '00000000-0000-4000-8000-000000000002', name: 'Holiday drive', status: 'scheduled' }),
];

/** Spending limits fixture: none set, 1,250.00 spent this month. */
export const spendingLimitsFixture = (overrides: Partial<SpendingLimits> = {}): SpendingLimits => ({
  monthly_limit: null,
  month: '2026-11',
  month_spend: 1250,
  reached: false,
  currency: 'USD',
  campaign_caps: [],
  ...overrides,
});

/** The card numbers the in-memory card form refuses, as the sandbox does. */
const REFUSED_CARDS: Record<string, { code: string; Message: string }> = {
  '4000000000000002': {
    code: 'card_declined',
    Message: 'Your card was declined: use another card, or ask your bank why.',
  },
  '4000000000009995': {
    code: 'insufficient_funds',
    Message: 'Your card has insufficient funds: use another card.',
  },
};

/** The user id of the default signed-in user. */
const BILLING_VIEWER_ID = '00000000-0000-4000-8000-0000000000b1';

/** What the in-memory API starts with. */
export interface BillingApiSeed {
  billing?: BillingInfo | null;
  methods?: PaymentMethod[];
  /** Answers the billing-info writes with this 422 `fields` map instead of saving. */
  rejectFields?: Record<string, string>;
  /** @default [] */
  invoices?: Invoice[];
  /** @default no limit, no caps */
  limits?: SpendingLimits;
  /** The advertiser's campaigns, for the caps. @default BILLING_CAMPAIGNS */
  campaigns?: Campaign[];
  /**
   * The signed-in user (`GET /users/me`).
   * @default a member with role 1
   */
  viewer?: Viewer;
}

/** A request the in-memory API answered, with its JSON body. */
export interface BillingApiRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A `fetch` answering the billing operations of one advertiser in memory, as the sandbox does:
 * creating billing information gives a buyer id, payment tokens and methods need that buyer id
 * ('No billing data has been introduced'), the first method becomes the default. The card form
 * (`/sandbox/tokens`) checks the Luhn sum and refuses the sandbox's declined and insufficient-funds
 * test numbers with 402; invoices answer their PDF; spending limits are saved as sent. `requests`
 * lists every request with its body.
 */
export function createInMemoryBillingApi(seed: BillingApiSeed = {}) {
  let billing = seed.billing ?? null;
  let methods = [...(seed.methods ?? [])];
  let limits = seed.limits ?? spendingLimitsFixture();
  const invoices = seed.invoices ?? [];
  const campaigns = seed.campaigns ?? BILLING_CAMPAIGNS;
  const cards = new Map<string, PaymentMethod>();
  const requests: BillingApiRequest[] = [];
  const base = `/companies/${BILLING_ADVERTISER_ID}`;
  const noBilling = () =>
    json(
      { Message: 'No billing data has been introduced', type: 'error', code: 'billing_data_missing' },
      422,
    );

  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1/, '');
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path: `${path}${url.search}`, body });
    const write = request.method === 'POST' || request.method === 'PATCH';
    if (path === `${base}/billing-info`) {
      if (write && seed.rejectFields) {
        return json({ Message: 'Some fields are not valid', type: 'error', fields: seed.rejectFields }, 422);
      }
      if (request.method === 'GET') return billing ? json(billing) : new Response(null, { status: 204 });
      const qualified = url.searchParams.get('qualify-buyer') === 'true';
      billing = {
        ...billingInfoFixture({ qualified, updated_at: new Date().toISOString() }),
        ...(billing ?? {}),
        ...body,
      } as BillingInfo;
      return json(billing, request.method === 'POST' ? 201 : 200);
    }
    if (path === '/users/me') {
      return json(
        currentUserFixture(seed.viewer ?? { id: BILLING_VIEWER_ID, role: 1 }, BILLING_ADVERTISER_ID),
      );
    }
    if (path === `${base}/onboarding`) return json({ id: 'e1', name: body.name }, 201);
    if (path === `${base}/payments/portal`) {
      return billing
        ? json({ url: 'https://payments.example/portal?token=t1', expires_at: '2030-01-01T00:00:00Z' })
        : noBilling();
    }
    if (path === `${base}/payment-token`) {
      if (!billing || body.buyer_id !== billing.buyer_id) return noBilling();
      return json({ token: 'ptok_1', expires_at: '2030-01-01T09:15:00Z' });
    }
    if (path === '/sandbox/tokens') {
      const digits = cardDigits(body.number ?? '');
      if (body.payment_token !== 'ptok_1') {
        return json(
          {
            Message: 'The secure payment form has expired',
            fields: { payment_token: 'payment.token.invalid' },
          },
          422,
        );
      }
      if (!isCardNumber(digits)) {
        return json(
          { Message: 'This card number is not valid', fields: { number: 'card.number.invalid' } },
          422,
        );
      }
      const refused = REFUSED_CARDS[digits];
      if (refused) return json({ ...refused, type: 'error' }, 402);
      const id = `pm_test_${cards.size + 1}`;
      const card = {
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        exp_month: body.exp_month,
        exp_year: body.exp_year,
      };
      cards.set(id, paymentMethodFixture({ payment_id: id, ...card }));
      return json({ id, type: 'card', card, created_at: '2026-11-02T09:30:00Z' }, 201);
    }
    if (path === `${base}/invoices`) return json(invoices);
    const invoice = invoices.find((candidate) => path.startsWith(`${base}/invoices/${candidate.id}`));
    if (invoice && path.endsWith('/pdf')) {
      return new Response(`%PDF-1.3\n% Invoice ${invoice.number}\n%%EOF\n`, {
        headers: { 'content-type': 'application/pdf' },
      });
    }
    if (invoice) return json(invoice);
    if (path === `${base}/campaigns`) return json(campaigns);
    if (path === `${base}/spending-limits`) {
      if (request.method === 'PATCH') {
        const names = new Map(campaigns.map((campaign) => [campaign.id, campaign.name]));
        limits = {
          ...limits,
          monthly_limit: body.monthly_limit === undefined ? limits.monthly_limit : body.monthly_limit,
          reached:
            body.monthly_limit !== null &&
            body.monthly_limit !== undefined &&
            body.monthly_limit - limits.month_spend < 1,
          campaign_caps: (body.campaign_caps ?? limits.campaign_caps).map(
            (cap: { campaign_id: string; monthly_cap: number }) => ({
              campaign_id: cap.campaign_id,
              campaign_name: names.get(cap.campaign_id) ?? '',
              monthly_cap: cap.monthly_cap,
              month_spend: 0,
              reached: cap.monthly_cap < 1,
            }),
          ),
        };
      }
      return json(limits);
    }
    if (path === `${base}/payment-methods`) {
      if (request.method === 'GET') return json(methods);
      if (!billing || body.buyer_id !== billing.buyer_id) return noBilling();
      const card = cards.get(body.payment_method_id);
      const added = paymentMethodFixture({
        ...(card ?? { brand: body.type === 'card' ? 'mastercard' : null, last4: '4444' }),
        payment_id: body.payment_method_id,
        type: body.type,
        is_default: methods.length === 0,
      });
      methods = [...methods, added];
      return json(added, 201);
    }
    const one = methods.find((method) => path === `${base}/payment-methods/${method.payment_id}`);
    if (one && request.method === 'DELETE') {
      methods = methods.filter((method) => method !== one);
      return new Response(null, { status: 204 });
    }
    if (one && request.method === 'PATCH') {
      if (body.is_default) methods = methods.map((method) => ({ ...method, is_default: method === one }));
      methods = methods.map((method) =>
        method.payment_id === one.payment_id ? { ...method, ...body, is_default: method.is_default } : method,
      );
      return json(methods.find((method) => method.payment_id === one.payment_id));
    }
    return notFound();
  };

  return { fetch, requests };
}
