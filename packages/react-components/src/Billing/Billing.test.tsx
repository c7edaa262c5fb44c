import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enabledControls } from '../../test/enabledControls.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  BILLING_ADVERTISER_ID,
  type BillingApiSeed,
  billingInfoFixture,
  createInMemoryBillingApi,
  paymentMethodFixture,
} from '../testing/inMemoryBillingApi.ts';
import { Billing } from './Billing.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

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

  it('adds a payment method through a payment token and records the payment step', async () => {
    const { api, user } = renderBilling({ billing: billingInfoFixture(), methods: [paymentMethodFixture()] });
    await untilEditable();
    await screen.findByRole('rowheader', { name: 'Visa ending in 4242' });
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    const id = await within(dialog).findByRole('textbox', { name: 'Payment method id' });
    expect(sent(api, 'POST', '/payment-token').map((request) => request.body)).toEqual([
      { buyer_id: 'buyer_test1' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('No payment data has been introduced')).toBeVisible();

    await user.type(id, 'pm_card_mastercard');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('rowheader', { name: 'Mastercard ending in 4444' })).toBeVisible();
    expect(sent(api, 'POST', '/payment-methods').map((request) => request.body)).toEqual([
      { payment_method_id: 'pm_card_mastercard', buyer_id: 'buyer_test1', type: 'card' },
    ]);
    expect(sent(api, 'POST', '/onboarding').map((request) => request.body)).toEqual([{ name: 'payment' }]);
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
      expect(within(screen.getByRole('row', { name: /SEPA/ })).getAllByRole('gridcell')[1]).toHaveTextContent(
        'Default',
      ),
    );
    expect(sent(api, 'PATCH', '/payment-methods/pm_sepa').map((request) => request.body)).toEqual([
      { is_default: true },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Visa ending in 4242' });
    const year = within(dialog).getByRole('textbox', { name: 'Expiry year' });
    await user.clear(year);
    await user.type(year, '2031');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('gridcell', { name: '12/2031' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Visa ending in 4242' })).toBeNull());
    expect(sent(api, 'DELETE', '/payment-methods/pm_card_visa')).toHaveLength(1);
  });

  it('shows everything to read-only roles with every control disabled', async () => {
    renderBilling({ billing: billingInfoFixture(), methods: [paymentMethodFixture()] }, true);
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Rosa’s Bakery LLC');
    expect(screen.getByRole('button', { name: 'Save billing information' })).toBeDisabled();
    await screen.findByRole('rowheader', { name: 'Visa ending in 4242' });
    expect(screen.getByRole('button', { name: 'Add payment method' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Visa ending in 4242' })).toBeDisabled();
  });

  it.each([3, 4, 7])('offers role %i no enabled control, whatever the embedder says', async (role) => {
    const { queryClient } = renderBilling({
      billing: billingInfoFixture(),
      methods: [paymentMethodFixture()],
      viewer: { id: 'a0000000-0000-4000-8000-000000000003', role },
    });
    await screen.findByRole('rowheader', { name: 'Visa ending in 4242' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(enabledControls(document.body)).toEqual([]);
    // Reading is not writing: the payments portal stays open to every role.
    expect(screen.getByRole('link', { name: /payments portal/ })).toBeVisible();
  });

  it('lets an admin change billing whatever their role', async () => {
    const { queryClient } = renderBilling({
      billing: billingInfoFixture(),
      methods: [paymentMethodFixture()],
      viewer: { id: 'a0000000-0000-4000-8000-000000000002', role: 3, admin: true },
    });
    await untilEditable();
    await screen.findByRole('rowheader', { name: 'Visa ending in 4242' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('button', { name: 'Add payment method' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save billing information' })).toBeEnabled();
  });
});
