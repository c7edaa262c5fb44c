import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { Select } from './Select.tsx';

describe('Select', () => {
  it('shows a translated placeholder and picks an option', async () => {
    const picked: unknown[] = [];
    renderWithProvider(
      <Select label="Goal" onSelectionChange={(key) => picked.push(key)}>
        <ListBoxItem id="awareness">Awareness</ListBoxItem>
        <ListBoxItem id="conversions">Conversions</ListBoxItem>
      </Select>,
      { locale: 'de' },
    );
    const trigger = screen.getByRole('button', { name: /Goal/ });
    expect(trigger.textContent).toContain('Option auswählen');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Conversions' }));
    expect(picked).toEqual(['conversions']);
    expect(trigger.textContent).toContain('Conversions');
  });
});
