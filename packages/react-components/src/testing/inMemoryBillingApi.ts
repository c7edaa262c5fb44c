import type { Schema } from '@earshot/sdk-core';
import { jsonResponse as json, notFound } from './jsonResponse.ts';
import { currentUserFixture, type Viewer } from './viewerFixture.ts';

/** The advertiser every fixture belongs to. */
export const BILLING_ADVERTISER_ID = '3c5e7a90-1b2d-4f6a-8c0e-2a4b6c8d0e01';

type BillingInfo = Schema<'BillingInfo'>;
type PaymentMethod = Schema<'PaymentMethod'>;

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

/** The user id of the default signed-in user. */
const BILLING_VIEWER_ID = '00000000-0000-4000-8000-0000000000b1';

/** What the in-memory API starts with. */
export interface BillingApiSeed {
  billing?: BillingInfo | null;
  methods?: PaymentMethod[];
  /** Answers the billing-info writes with this 422 `fields` map instead of saving. */
  rejectFields?: Record<string, string>;
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
 * ('No billing data has been introduced'), the first method becomes the default. `requests` lists
 * every request with its body.
 */
export function createInMemoryBillingApi(seed: BillingApiSeed = {}) {
  let billing = seed.billing ?? null;
  let methods = [...(seed.methods ?? [])];
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
    if (path === `${base}/payment-methods`) {
      if (request.method === 'GET') return json(methods);
      if (!billing || body.buyer_id !== billing.buyer_id) return noBilling();
      const added = paymentMethodFixture({
        payment_id: body.payment_method_id,
        type: body.type,
        brand: body.type === 'card' ? 'mastercard' : null,
        last4: '4444',
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
