import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { FormTextField } from './FormTextField.tsx';

type Values = { email: string; country: string | null };

/** An address is required and must hold an `@`; the error is a validation message key. */
const resolver: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.email.includes('@')) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'validate', message: 'email.invalid' } } };
};

function ContactForm({ onSave, defaults }: { onSave: (values: Values) => void; defaults: Values }) {
  const form = useForm<Values>({ resolver, defaultValues: defaults });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail"
        description="Where the invoices go"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="country"
        label="Country"
        normalize={(value) => value.toUpperCase()}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(defaults: Values = { email: '', country: null }) {
  const onSave = vi.fn<(values: Values) => void>();
  renderWithProvider(<ContactForm onSave={onSave} defaults={defaults} />);
  return { onSave, user: userEvent.setup() };
}

describe('FormTextField', () => {
  it("shows the field's value, labelled and described, and a null value as empty text", () => {
    renderForm({ email: 'rosa@rosas-bakery.com', country: null });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('rosa@rosas-bakery.com');
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription('Where the invoices go');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('');
  });

  it('stores what is typed, rewritten by normalize', async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'rosa@rosas-bakery.com');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'us');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('US');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ email: 'rosa@rosas-bakery.com', country: 'US' });
  });

  it("shows the field's error as the validation message's text, and clears it once the value is fixed", async () => {
    const { onSave, user } = renderForm();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'rosa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('E-mail address must look like name@example.com.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(email, '@rosas-bakery.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('E-mail address must look like name@example.com.')).toBeNull();
  });
});
