import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is labelled, described, and reports typed text', async () => {
    const values: string[] = [];
    renderWithProvider(
      <TextField label="Campaign name" description="Shown in reports" onChange={(v) => values.push(v)} />,
    );
    const input = screen.getByRole('textbox', { name: 'Campaign name' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.type(input, 'Spring');
    expect(values.at(-1)).toBe('Spring');
  });

  it('shows the error and marks itself invalid', () => {
    renderWithProvider(<TextField label="Name" isInvalid errorMessage="Name is required" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('[data-invalid]')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('is read-only when asked', () => {
    renderWithProvider(<TextField label="Name" isReadOnly value="Fixed" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).hasAttribute('readonly')).toBe(true);
  });
});
