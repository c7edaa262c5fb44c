import '@testing-library/jest-dom/vitest';
import { ApiError } from '@earshot/sdk-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { CardForm } from './CardForm.tsx';

vi.setConfig({ testTimeout: 20_000 });

const TODAY = new Date('2026-11-15T12:00:00Z');

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  renderWithProvider(<CardForm onSubmit={onSubmit} today={TODAY} showTestNumbers />);
  const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
  return { onSubmit, user: userEvent.setup(), field };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: (name: string | RegExp) => HTMLElement,
  card: { number: string; expiry?: string; cvc?: string },
) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), card.number);
  await user.type(field(/Expiry date/), card.expiry ?? '1228');
  await user.type(field(/Security code/), card.cvc ?? '123');
  await user.type(field('Postal code'), '10119');
  await user.type(field('Name on card'), 'Ada Lovelace');
}

describe('CardForm', () => {
  it('names the brand from the first digits and groups the number as the brand prints it', async () => {
    const { user, field } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '37');
    expect(screen.getByText('American Express')).toBeVisible();
    await user.type(field('Card number'), '8282246310005');
    expect(field('Card number')).toHaveValue('3782 822463 10005');
    expect(field('Card number').closest('[data-brand]')).toHaveAttribute('data-brand', 'amex');
    expect(screen.getByText('American Express · number checked')).toBeVisible();
    expect(screen.getByText(/4242 4242 4242 4242 is accepted/)).toBeVisible();
  });

  it('checks the Luhn sum as the number is typed out, before any submit', async () => {
    const { user, field } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 424');
    expect(screen.queryByText('This card number is not valid: check the digits.')).toBeNull();
    await user.type(field('Card number'), '1');
    expect(screen.getByText('This card number is not valid: check the digits.')).toBeVisible();
    expect(field('Card number')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Card number'), '{Backspace}2');
    expect(screen.queryByText('This card number is not valid: check the digits.')).toBeNull();
    expect(screen.getByText('Visa · number checked')).toBeVisible();
  });

  it('sends the card as digits with the expiry as month and four-digit year', async () => {
    const { user, field, onSubmit } = renderForm();
    await fill(user, field, { number: '4242424242424242' });
    expect(field(/Expiry date/)).toHaveValue('12/28');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(onSubmit).toHaveBeenCalledWith({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2028,
      cvc: '123',
      postal_code: '10119',
      name: 'Ada Lovelace',
    });
  });

  it('refuses an expired card and an American Express security code of three digits, without sending', async () => {
    const { user, field, onSubmit } = renderForm();
    await fill(user, field, { number: '378282246310005', expiry: '1026', cvc: '123' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('This card has expired: use another card.')).toBeVisible();
    expect(screen.getByText('The security code has 3 digits (4 on American Express cards).')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the provider’s field problems next to their fields and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, { Message: 'Check the fields', fields: { exp_month: 'card.expired' } });
    });
    const { user, field } = renderForm(onSubmit);
    await fill(user, field, { number: '4242424242424242' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('This card has expired: use another card.')).toBeVisible();
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Name on card')).toHaveValue('Ada Lovelace');
  });

  it('says a declined card is declined, in the provider’s words translated', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(402, { Message: 'Your card was declined.', code: 'card_declined' });
    });
    const { user, field } = renderForm(onSubmit);
    await fill(user, field, { number: '4000000000000002' });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was charged: try another card, or ask your bank why.',
    );
  });

  it('is translated', async () => {
    renderWithProvider(<CardForm onSubmit={async () => undefined} today={TODAY} />, { locale: 'de' });
    expect(await screen.findByRole('textbox', { name: 'Kartennummer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Karte hinzufügen' })).toBeVisible();
  });
});
