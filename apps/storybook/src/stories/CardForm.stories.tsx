import { CardForm } from '@earshot/react-components';
import { ApiError } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { waitForElement } from '../waitForElement.ts';

/** Refuses every card as the payment provider refuses `code`, with its 402 answer. */
const refusing = (code: 'card_declined' | 'insufficient_funds') => async () => {
  throw new ApiError(402, { Message: 'Refused by the payment provider', code });
};

const meta = {
  title: 'Billing/CardForm',
  component: CardForm,
  args: { onSubmit: async () => undefined, onCancel: () => undefined, showTestNumbers: true },
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a card into the form: the number (brand shown as typed), then the other fields. */
const typeCard =
  (number: string, { expiry = '1230', cvc = '123', submit = false } = {}) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const user = userEvent.setup();
    const input = (autocomplete: string) =>
      waitForElement<HTMLInputElement>(canvasElement, `input[autocomplete="${autocomplete}"]`);
    await user.type(await input('cc-number'), number);
    if (!submit) return;
    await user.type(await input('cc-exp'), expiry);
    await user.type(await input('cc-csc'), cvc);
    await user.type(await input('postal-code'), '10119');
    await user.type(await input('cc-name'), 'Ada Lovelace');
    (await waitForElement(canvasElement, 'form button[type="submit"]')).click();
  };

export const Empty: Story = {};
/** A Visa number typed out: grouped by four, brand named and checked. */
export const BrandDetected: Story = { play: typeCard('4242424242424242') };
/** An American Express number, grouped 4-6-5. */
export const AmericanExpress: Story = { play: typeCard('378282246310005') };
/** A number failing the Luhn check says so as soon as it is typed out. */
export const LuhnError: Story = { play: typeCard('4242424242424241') };
/** Submitting an empty form: each field says what it needs. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    (await waitForElement(canvasElement, 'form button[type="submit"]')).click();
  },
};
/** An expired card and a three-digit code on American Express. */
export const Expired: Story = { play: typeCard('378282246310005', { expiry: '0120', submit: true }) };
export const Declined: Story = {
  args: { onSubmit: refusing('card_declined') },
  play: typeCard('4000000000000002', { submit: true }),
};
export const InsufficientFunds: Story = {
  args: { onSubmit: refusing('insufficient_funds') },
  play: typeCard('4000000000009995', { submit: true }),
};
