import { Billing, PlatformProvider } from '@earshot/react-components';
import { createMemoryTokenStore, type Schema } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { appearances } from '../withPlatform.tsx';

const ADVERTISER_ID = '3c5e7a90-1b2d-4f6a-8c0e-2a4b6c8d0e01';
type BillingInfo = Schema<'BillingInfo'>;
type PaymentMethod = Schema<'PaymentMethod'>;

const BILLING: BillingInfo = {
  buyer_id: 'buyer_8f3a2c',
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
};
const LONG_BILLING: BillingInfo = {
  ...BILLING,
  company_name:
    'The Very Long Legal Name of Rosa’s Family Bakery, Patisserie and Neighbourhood Coffee House LLC',
  address_line1:
    'Unit 1204, Building C, The Old Flour Mill Industrial and Creative Estate, 1200 North Riverside Drive',
  address_line2: 'Attention of the Accounts Payable Department, Second Floor, Door at the Back',
  tax_id: 'US-EIN-12-3456789-WITH-A-LONG-SUFFIX',
  email: 'accounts.payable.department.invoices@rosas-family-bakery-and-coffee.com',
  buyer_id: 'buyer_8f3a2c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f',
  qualified: false,
};
const METHODS: PaymentMethod[] = [
  {
    payment_id: 'pm_card_visa',
    type: 'card',
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    is_default: true,
    created_at: '2026-11-01T09:00:00Z',
  },
  {
    payment_id: 'pm_sepa',
    type: 'sepa_debit',
    brand: null,
    last4: '3000',
    exp_month: null,
    exp_year: null,
    is_default: false,
    created_at: '2026-11-02T09:00:00Z',
  },
];

interface BillingStoryProps {
  billing?: BillingInfo | null;
  methods?: PaymentMethod[];
  isReadOnly?: boolean;
  /** Requests never answer. */
  pending?: boolean;
  /** Requests answer 503. */
  failing?: boolean;
  theme?: string;
  locale?: string;
}

/** An in-memory billing API: billing information, payment methods, payment token and portal link. */
function billingApi(seed: Required<Pick<BillingStoryProps, 'billing' | 'methods' | 'pending' | 'failing'>>) {
  let billing = seed.billing;
  let methods = [...seed.methods];
  return async (request: Request) => {
    if (seed.pending) return new Promise<Response>(() => undefined);
    // No `Message`: the failure shows in the screen's error states, not also as a toast.
    if (seed.failing) return new Response(null, { status: 503 });
    const path = new URL(request.url).pathname;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const body = request.method === 'GET' || request.method === 'DELETE' ? {} : await request.json();
    if (path.endsWith('/billing-info')) {
      if (request.method === 'GET') return billing ? json(billing) : new Response(null, { status: 204 });
      billing = { ...BILLING, ...billing, ...body, qualified: true } as BillingInfo;
      return json(billing);
    }
    if (path.endsWith('/payments/portal')) {
      return json({ url: 'https://payments.example/portal', expires_at: '2030-01-01T00:00:00Z' });
    }
    if (path.endsWith('/payment-token')) return json({ token: 'ptok_1', expires_at: '2030-01-01T09:15:00Z' });
    if (path.endsWith('/onboarding')) return json({ name: body.name }, 201);
    if (path.endsWith('/payment-methods')) {
      if (request.method === 'GET') return json(methods);
      const added: PaymentMethod = {
        ...(METHODS[0] as PaymentMethod),
        payment_id: body.payment_method_id,
        is_default: methods.length === 0,
      };
      methods = [...methods, added];
      return json(added, 201);
    }
    const id = decodeURIComponent(path.split('/').pop() ?? '');
    if (request.method === 'DELETE') {
      methods = methods.filter((method) => method.payment_id !== id);
      return new Response(null, { status: 204 });
    }
    methods = methods.map((method) =>
      method.payment_id === id
        ? { ...method, ...body }
        : body.is_default
          ? { ...method, is_default: false }
          : method,
    );
    return json(methods.find((method) => method.payment_id === id));
  };
}

/** The billing screen over an in-memory API. */
function BillingStory({
  billing = BILLING,
  methods = METHODS,
  isReadOnly = false,
  pending = false,
  failing = false,
  theme = 'light',
  locale = 'en',
}: BillingStoryProps) {
  const [client] = useState(() => ({
    baseUrl: 'http://billing.invalid/v1',
    tokenStore: createMemoryTokenStore(),
    fetch: billingApi({ billing, methods, pending, failing }),
  }));
  return (
    <PlatformProvider client={client} appearance={appearances[theme] ?? appearances.light} locale={locale}>
      <Billing advertiserId={ADVERTISER_ID} isReadOnly={isReadOnly} />
    </PlatformProvider>
  );
}

const meta = {
  title: 'Screens/Billing',
  component: BillingStory,
  render: (args, context) => (
    <BillingStory
      {...args}
      theme={String(context.globals.theme ?? 'light')}
      locale={String(context.globals.locale ?? 'en')}
    />
  ),
} satisfies Meta<typeof BillingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Empty: Story = { args: { billing: null, methods: [] } };
export const ReadOnly: Story = { args: { isReadOnly: true } };
export const Loading: Story = { args: { pending: true } };
export const Failed: Story = { args: { failing: true } };
export const LongText: Story = { args: { billing: LONG_BILLING } };
/** Saving an empty form: every required field says what it needs. */
export const InvalidInput: Story = {
  args: { billing: null, methods: [] },
  play: async ({ canvasElement }) => {
    const save = await waitForElement(canvasElement, 'form button[type="submit"]');
    save.click();
  },
};

/** Resolves with the first element matching `selector` once the screen has rendered it. */
async function waitForElement(root: HTMLElement, selector: string): Promise<HTMLElement> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = root.querySelector<HTMLElement>(selector);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${selector} rendered`);
}
