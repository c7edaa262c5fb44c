import type { Schema } from '@earshot/sdk-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { UserDetailsForm } from './UserDetailsForm.tsx';

const checksLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./accountDetailsChecks.ts', async (importOriginal) => {
  checksLoads.count += 1;
  return importOriginal();
});

const OLIVIA: Schema<'User'> = {
  id: '9b2e4c1a-0d3f-4a5b-8c6d-7e8f9a0b1c2d',
  email: 'owner@example.com',
  first_name: 'Olivia',
  last_name: 'Owner',
  advertisers: [],
  admin: false,
  impersonate: false,
  created_at: '2026-11-02T09:30:00Z',
};

describe('UserDetailsForm', () => {
  it('loads its checks when the user first focuses the form, and checks with them', async () => {
    const user = userEvent.setup();
    renderWithProvider(<UserDetailsForm user={OLIVIA} />);
    const form = within(await screen.findByRole('form', { name: 'Your details' }));
    expect(checksLoads.count).toBe(0);

    await user.clear(form.getByRole('textbox', { name: 'Last name' }));
    await waitFor(() => expect(checksLoads.count).toBe(1));
    await user.clear(form.getByRole('textbox', { name: 'E-mail' }));
    await user.type(form.getByRole('textbox', { name: 'E-mail' }), 'not an address');
    await user.click(form.getByRole('button', { name: 'Save your details' }));
    expect(await form.findByText('E-mail address must look like name@example.com.')).toBeTruthy();
    expect(checksLoads.count).toBe(1);
  });
});
