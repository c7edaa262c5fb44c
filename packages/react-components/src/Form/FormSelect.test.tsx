import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { FormSelect } from './FormSelect.tsx';

type Values = { user_role: number; partner_id: string | null };

const ROLES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Editor' },
  { id: 3, name: 'View only' },
];
const NO_PARTNER = 'none';
const PARTNERS = [
  { id: NO_PARTNER, name: 'No partner' },
  { id: 'branch', name: 'Branch' },
];

/** Only admins may be invited here; the error is a validation message key. */
const resolver: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.user_role === 1) return { values, errors: {} };
  return { values: {}, errors: { user_role: { type: 'validate', message: 'field.invalid' } } };
};

function InviteForm({ onSave, defaults }: { onSave: (values: Values) => void; defaults: Values }) {
  const form = useForm<Values>({ resolver, defaultValues: defaults });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <FormSelect control={form.control} name="user_role" label="Role" options={ROLES} />
      <FormSelect
        control={form.control}
        name="partner_id"
        label="Partner"
        options={PARTNERS}
        nullKey={NO_PARTNER}
      />
      <button type="submit">Invite</button>
    </form>
  );
}

function renderForm(defaults: Values = { user_role: 1, partner_id: null }) {
  const onSave = vi.fn<(values: Values) => void>();
  renderWithProvider(<InviteForm onSave={onSave} defaults={defaults} />);
  return { onSave, user: userEvent.setup() };
}

const trigger = (label: string) => screen.getByRole('button', { name: new RegExp(label) });

describe('FormSelect', () => {
  it("shows the field's option, and the null option while the field is null", () => {
    renderForm({ user_role: 3, partner_id: null });
    expect(trigger('Role')).toHaveTextContent('View only');
    expect(trigger('Partner')).toHaveTextContent('No partner');
  });

  it("stores the chosen option's id as it is, and the null option as null", async () => {
    const { onSave, user } = renderForm({ user_role: 3, partner_id: 'branch' });
    await user.click(trigger('Role'));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(trigger('Partner'));
    await user.click(await screen.findByRole('option', { name: 'No partner' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ user_role: 1, partner_id: null });
  });

  it("shows the field's error as the validation message's text", async () => {
    const { onSave, user } = renderForm({ user_role: 2, partner_id: null });
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('This value is not valid here.')).toBeVisible();
    expect(trigger('Role').closest('[data-invalid]')).not.toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });
});
