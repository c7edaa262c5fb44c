import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enabledControls } from '../../test/enabledControls.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  BILLING_ADVERTISER_ID,
  type BillingApiSeed,
  billingInfoFixture,
  createInMemoryBillingApi,
  invoiceFixture,
  paymentMethodFixture,
  spendingLimitsFixture,
} from '../testing/inMemoryBillingApi.ts';
import { Billing } from './Billing.tsx';

vi.setConfig({ testTimeout: 20_000 });

function renderBilling(seed: BillingApiSeed = {}, isReadOnly = false) {
  const api = createInMemoryBillingApi(seed);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProvider(<Billing advertiserId={BILLING_ADVERTISER_ID} isReadOnly={isReadOnly} />, {
    client: { baseUrl: 'http://billing.test/v1', tokenStore: createMemoryTokenStore(), fetch: api.fetch },
    queryClient,
  });
  return { api, user: userEvent.setup(), queryClient };
}

/** Billing stays read-only until the signed-in user's role is known; writing tests start after that. */
const untilEditable = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Save billing information' })).toBeEnabled());

const sent = (api: ReturnType<typeof createInMemoryBillingApi>, method: string, path: string) =>
  api.requests.filter((request) => request.method === method && request.path.endsWith(path));

describe('Billing', () => {
  it('asks for billing information first: adding a payment method says no billing data was introduced', async () => {
    const { api, user } = renderBilling();
    await untilEditable();
    expect(
      await screen.findByText('No billing information yet: save it before adding a payment method.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /payments portal/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No billing data has been introduced');
    expect(sent(api, 'POST', '/payment-token')).toHaveLength(0);
  });

  it('checks a US zip code, then saves with buyer qualification and records the billing step', async () => {
    const { api, user } = renderBilling();
    await untilEditable();
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Rosa’s Bakery LLC');
    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '12 Baker Street');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Springfield');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '6270');
    await user.type(screen.getByRole('textbox', { name: /Country/ }), 'us');
    await user.type(screen.getByRole('textbox', { name: 'Invoice e-mail' }), 'billing@rosas-bakery.com');
    await user.click(screen.getByRole('button', { name: 'Save billing information' }));
    expect(await screen.findByText('A zip code must be exactly 5 digits.')).toBeVisible();
    expect(sent(api, 'POST', '/billing-info?qualify-buyer=true')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Save billing information' }));
    expect(await screen.findByText(/Qualified to buy/)).toBeVisible();
    const [saved] = sent(api, 'POST', '/billing-info?qualify-buyer=true');
    expect(saved?.body).toEqual({
      company_name: 'Rosa’s Bakery LLC',
      address_line1: '12 Baker Street',
      address_line2: null,
      city: 'Springfield',
      postal_code: '62701',
      country: 'US',
      tax_id: null,
      email: 'billing@rosas-bakery.com',
    });
    expect(sent(api, 'POST', '/onboarding').map((request) => request.body)).toEqual([{ name: 'billing' }]);
    expect(await screen.findByRole('link', { name: /Open the payments portal/ })).toHaveAttribute(
      'href',
      'https://payments.example/portal?token=t1',
    );
  });

  it('shows the server’s field problems next to the fields and keeps what was typed', async () => {
    const { user } = renderBilling({
      billing: billingInfoFixture(),
      rejectFields: { company_name: 'billing.company_name.max' },
    });
    await untilEditable();
    const company = await screen.findByRole('textbox', { name: 'Company name' });
    await user.clear(company);
    await user.type(company, 'Rosa’s Bakery and Café LLC');
    await user.click(screen.getByRole('button', { name: 'Save billing information' }));
    expect(await screen.findByText('Company name must be at most 200 characters.')).toBeVisible();
    expect(company).toHaveValue('Rosa’s Bakery and Café LLC');
  });

  /** Opens the add-card dialog and fills the card form; answers the dialog. */
  async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), number);
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), '1230');
    await user.type(within(dialog).getByRole('textbox', { name: /Security code/ }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postal code' }), '62701');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name on card' }), 'Rosa Baker');
    return dialog;
  }

  it('adds a card through the card form: the card goes to the card form only, the method keeps brand, last four and expiry', async () => {
    const { api, user } = renderBilling({ billing: billingInfoFixture(), methods: [paymentMethodFixture()] });
    await untilEditable();
    await screen.findByRole('heading', { name: 'Visa ending in 4242' });
    const dialog = await fillCard(user, '5555555555554444');
    expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toHaveValue('5555 5555 5555 4444');
    expect(within(dialog).getByText('Mastercard · number checked')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12/30');
    expect(sent(api, 'POST', '/payment-token').map((request) => request.body)).toEqual([
      { buyer_id: 'buyer_test1' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    const card = await screen.findByRole('listitem', { name: 'Mastercard ending in 4444' });
    expect(card).toHaveTextContent('Expires 12/2030');
    expect(sent(api, 'POST', '/sandbox/tokens').map((request) => request.body)).toEqual([
      {
        payment_token: 'ptok_1',
        number: '5555555555554444',
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
        postal_code: '62701',
        name: 'Rosa Baker',
      },
    ]);
    expect(sent(api, 'POST', '/payment-methods').map((request) => request.body)).toEqual([
      { payment_method_id: 'pm_test_1', buyer_id: 'buyer_test1', type: 'card' },
    ]);
    expect(sent(api, 'POST', '/onboarding').map((request) => request.body)).toEqual([{ name: 'payment' }]);
  });

  it.each([
    [
      '4000 0000 0000 0002',
      'Your card was declined. Nothing was charged: try another card, or ask your bank why.',
    ],
    ['4000 0000 0000 9995', 'Your card has insufficient funds. Try another card.'],
  ])('refuses the card %s with a clear message and keeps what was typed', async (number, message) => {
    const { api, user } = renderBilling({ billing: billingInfoFixture(), methods: [paymentMethodFixture()] });
    await untilEditable();
    const dialog = await fillCard(user, number);
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toHaveValue(number);
    expect(within(dialog).getByRole('textbox', { name: 'Name on card' })).toHaveValue('Rosa Baker');
    expect(sent(api, 'POST', '/payment-methods')).toHaveLength(0);
  });

  it('makes a method the default, changes a card’s expiry and deletes a method after confirming', async () => {
    const { api, user } = renderBilling({
      billing: billingInfoFixture(),
      methods: [
        paymentMethodFixture(),
        paymentMethodFixture({
          payment_id: 'pm_sepa',
          type: 'sepa_debit',
          brand: null,
          last4: '3000',
          is_default: false,
          exp_month: null,
          exp_year: null,
        }),
      ],
    });
    await untilEditable();
    await user.click(
      await screen.findByRole('button', { name: 'Make default: SEPA direct debit ending in 3000' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'SEPA direct debit ending in 3000' })).toHaveTextContent(
        'Default',
      ),
    );
    expect(screen.getByRole('listitem', { name: 'Visa ending in 4242' })).not.toHaveTextContent('Default');
    expect(sent(api, 'PATCH', '/payment-methods/pm_sepa').map((request) => request.body)).toEqual([
      { is_default: true },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Visa ending in 4242' });
    const year = within(dialog).getByRole('textbox', { name: 'Expiry year' });
    await user.clear(year);
    await user.type(year, '2031');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expires 12/2031')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Visa ending in 4242' })).toBeNull());
    expect(sent(api, 'DELETE', '/payment-methods/pm_card_visa')).toHaveLength(1);
  });

  it('shows everything to read-only roles with every control disabled', async () => {
    renderBilling({ billing: billingInfoFixture(), methods: [paymentMethodFixture()] }, true);
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Rosa’s Bakery LLC');
    expect(screen.getByRole('button', { name: 'Save billing information' })).toBeDisabled();
    await screen.findByRole('listitem', { name: 'Visa ending in 4242' });
    expect(screen.getByRole('button', { name: 'Add payment method' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Visa ending in 4242' })).toBeDisabled();
  });

  it.each([3, 4, 7])('shows role %i none of billing and reads none of it', async (role) => {
    const { api } = renderBilling({
      billing: billingInfoFixture(),
      methods: [paymentMethodFixture()],
      viewer: { id: 'a0000000-0000-4000-8000-000000000003', role },
    });
    expect(
      await screen.findByRole('heading', { name: 'Billing is managed by the account’s owners' }),
    ).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Visa ending in 4242' })).toBeNull();
    expect(screen.queryByRole('link', { name: /payments portal/ })).toBeNull();
    expect(enabledControls(document.body)).toEqual([]);
    expect(api.requests.filter((request) => !request.path.endsWith('/users/me'))).toEqual([]);
  });

  it('lets an admin change billing whatever their role', async () => {
    const { queryClient } = renderBilling({
      billing: billingInfoFixture(),
      methods: [paymentMethodFixture()],
      viewer: { id: 'a0000000-0000-4000-8000-000000000002', role: 3, admin: true },
    });
    await untilEditable();
    await screen.findByRole('listitem', { name: 'Visa ending in 4242' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('button', { name: 'Add payment method' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save billing information' })).toBeEnabled();
  });

  it('lists the invoices with status and total, and downloads one as a PDF', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:invoice';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    const { api, user } = renderBilling({
      billing: billingInfoFixture(),
      invoices: [
        invoiceFixture({
          id: '7a0c1e52-6a0e-4f55-9d7a-7f4e51c0a002',
          number: 'INV-202611-3F2A9C1B00',
          month: '2026-11',
          status: 'draft',
          total: 812.5,
        }),
        invoiceFixture(),
        invoiceFixture({
          id: '7a0c1e52-6a0e-4f55-9d7a-7f4e51c0a003',
          number: 'INV-202609-3F2A9C1B00',
          month: '2026-09',
          status: 'failed',
          total: 98.1,
          failure_message: 'The card was declined',
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const paid = within(table).getByRole('row', { name: /INV-202610-3F2A9C1B00/ });
    expect(paid).toHaveTextContent('October 2026');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('$3,120.45');
    expect(within(table).getByRole('row', { name: /INV-202611/ })).toHaveTextContent('Draft');
    expect(within(table).getByRole('row', { name: /INV-202609/ })).toHaveTextContent('Payment failed');
    await user.click(within(paid).getByRole('button', { name: 'Download INV-202610-3F2A9C1B00 as PDF' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['INV-202610-3F2A9C1B00.pdf']));
    expect(await saved[0]?.blob.text()).toContain('%PDF');
    expect(sent(api, 'GET', '/invoices/7a0c1e52-6a0e-4f55-9d7a-7f4e51c0a001/pdf')).toHaveLength(1);
  });

  it('sets a monthly limit and a campaign cap, and says when a limit stopped delivery', async () => {
    const { api, user } = renderBilling({
      billing: billingInfoFixture(),
      limits: spendingLimitsFixture({
        campaign_caps: [
          {
            campaign_id: '00000000-0000-4000-8000-000000000002',
            campaign_name: 'Holiday drive',
            monthly_cap: 0,
            month_spend: 0,
            reached: true,
          },
        ],
      }),
    });
    await untilEditable();
    const monthly = await screen.findByRole('textbox', { name: 'Monthly limit for all campaigns' });
    expect(screen.getByText('Spent this month: $1,250.00')).toBeVisible();
    expect(
      screen.getByText('Spent this month: $0.00 · limit reached, delivery stopped until next month'),
    ).toBeVisible();
    await user.type(monthly, '5000');
    await user.type(screen.getByRole('textbox', { name: 'Fall launch' }), '1500');
    await user.clear(screen.getByRole('textbox', { name: 'Holiday drive' }));
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('The spending limits were saved.')).toBeVisible();
    expect(sent(api, 'PATCH', '/spending-limits').map((request) => request.body)).toEqual([
      {
        monthly_limit: 5000,
        campaign_caps: [{ campaign_id: '00000000-0000-4000-8000-000000000001', monthly_cap: 1500 }],
      },
    ]);
  });
});
