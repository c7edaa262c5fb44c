import { parseDate } from '@internationalized/date';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';

describe('DateRangePicker', () => {
  it('shows the range in the provider locale and opens a calendar', async () => {
    renderWithProvider(
      <DateRangePicker
        label="Flight dates"
        defaultValue={{ start: parseDate('2026-03-04'), end: parseDate('2026-03-20') }}
      />,
      { locale: 'de' },
    );
    const group = screen.getByRole('group', { name: 'Flight dates' });
    expect(group.textContent?.replace(/\s/g, '')).toContain('4.3.2026–20.3.2026');
    await userEvent.click(screen.getByRole('button', { name: /Kalender öffnen/ }));
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeTruthy();
  });
});
