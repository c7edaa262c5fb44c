import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { ComboBox } from './ComboBox.tsx';

describe('ComboBox', () => {
  it('filters the suggestions as the user types', async () => {
    renderWithProvider(
      <ComboBox label="Language">
        <ListBoxItem id="en">English</ListBoxItem>
        <ListBoxItem id="de">German</ListBoxItem>
        <ListBoxItem id="fr">French</ListBoxItem>
      </ComboBox>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Language' }), 'Ger');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['German']);
  });
});
