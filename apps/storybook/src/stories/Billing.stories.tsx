import { Billing } from '@earshot/react-components';
import {
  type ApiOutage,
  BILLING_ADVERTISER_ID,
  billingInfoFixture,
  createInMemoryBillingApi,
  paymentMethodFixture,
} from '@earshot/react-components/testing';
import type { Schema } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';
import { waitForElement } from '../waitForElement.ts';

type BillingInfo = Schema<'BillingInfo'>;
type PaymentMethod = Schema<'PaymentMethod'>;

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

interface BillingStoryProps extends ApiOutage {
  billing?: BillingInfo | null;
  methods?: PaymentMethod[];
  isReadOnly?: boolean;
}

const meta = {
  title: 'Screens/Billing',
  render: inMemoryScreen<BillingStoryProps>(
    ({ billing = BILLING, methods = METHODS }) => createInMemoryBillingApi({ billing, methods }).fetch,
    ({ isReadOnly = false }) => <Billing advertiserId={BILLING_ADVERTISER_ID} isReadOnly={isReadOnly} />,
  ),
} satisfies Meta<BillingStoryProps>;

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
