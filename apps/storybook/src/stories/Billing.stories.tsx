import { Billing } from '@earshot/react-components';
import {
  type ApiOutage,
  BILLING_ADVERTISER_ID,
  billingInfoFixture,
  createInMemoryBillingApi,
  invoiceFixture,
  paymentMethodFixture,
  spendingLimitsFixture,
} from '@earshot/react-components/testing';
import type { Schema } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { waitForElement } from '../waitForElement.ts';

type BillingInfo = Schema<'BillingInfo'>;
type PaymentMethod = Schema<'PaymentMethod'>;
type Invoice = Schema<'Invoice'>;
type SpendingLimits = Schema<'SpendingLimits'>;

const BILLING = billingInfoFixture({ buyer_id: 'buyer_8f3a2c' });
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
  paymentMethodFixture(),
  paymentMethodFixture({
    payment_id: 'pm_sepa',
    type: 'sepa_debit',
    brand: null,
    last4: '3000',
    exp_month: null,
    exp_year: null,
    is_default: false,
    created_at: '2026-11-02T09:00:00Z',
  }),
];

const INVOICES: Invoice[] = [
  invoiceFixture({
    id: '7a0c1e52-6a0e-4f55-9d7a-7f4e51c0a002',
    number: 'INV-202611-3F2A9C1B00',
    month: '2026-11',
    status: 'draft',
    subtotal: 812.5,
    total: 812.5,
    issued_at: null,
    paid_at: null,
    payment_method: null,
  }),
  invoiceFixture(),
  invoiceFixture({
    id: '7a0c1e52-6a0e-4f55-9d7a-7f4e51c0a003',
    number: 'INV-202609-3F2A9C1B00',
    month: '2026-09',
    status: 'failed',
    total: 98.1,
    paid_at: null,
    failure_message: 'The card was declined',
  }),
];

/** The monthly limit reached: every campaign stopped until next month. */
const LIMIT_REACHED = spendingLimitsFixture({
  monthly_limit: 1250,
  reached: true,
  campaign_caps: [
    {
      campaign_id: '00000000-0000-4000-8000-000000000001',
      campaign_name: 'Fall launch',
      monthly_cap: 1000,
      month_spend: 999.6,
      reached: true,
    },
  ],
});

interface BillingStoryProps extends ApiOutage {
  billing?: BillingInfo | null;
  methods?: PaymentMethod[];
  invoices?: Invoice[];
  limits?: SpendingLimits;
  isReadOnly?: boolean;
}

const meta = {
  title: 'Screens/Billing',
  render: inMemoryScreen<BillingStoryProps>(
    ({ billing = BILLING, methods = METHODS, invoices = INVOICES, limits }) =>
      createInMemoryBillingApi({ billing, methods, invoices, limits }).fetch,
    ({ isReadOnly = false }) => (
      <Billing advertiserId={BILLING_ADVERTISER_ID} isReadOnly={isReadOnly} showTestCards />
    ),
  ),
} satisfies Meta<BillingStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Empty: Story = { args: { billing: null, methods: [], invoices: [] } };
export const NoInvoices: Story = { args: { invoices: [] } };
export const LimitReached: Story = { args: { limits: LIMIT_REACHED } };
/** The add-card dialog, open on the card form (the English toolbar locale names its button). */
export const AddCard: Story = {
  play: async ({ canvasElement }) => {
    const add = await waitFor(() => {
      const button = [...canvasElement.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === 'Add payment method' && !candidate.disabled,
      );
      if (!button) throw new Error('No enabled Add payment method button yet');
      return button;
    });
    add.click();
  },
};
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
