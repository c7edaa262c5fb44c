import { parseDate } from '@internationalized/date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';

const MARCH = { start: parseDate('2026-03-04'), end: parseDate('2026-03-20') };

describe('DateRangePicker', () => {
  it('shows the range in the provider locale and opens a calendar', async () => {
    renderWithProvider(<DateRangePicker label="Flight dates" defaultValue={MARCH} />, { locale: 'de' });
    const group = screen.getByRole('group', { name: 'Flight dates' });
    expect(group.textContent?.replace(/\s/g, '')).toContain('4.3.2026–20.3.2026');
    await userEvent.click(screen.getByRole('button', { name: /Kalender öffnen/ }));
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeTruthy();
  });

  it('picks a range on the calendar, then closes it and gives the focus back', async () => {
    const onChange = vi.fn();
    renderWithProvider(<DateRangePicker label="Flight dates" defaultValue={MARCH} onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Open calendar/ });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /March 10, 2026/ }));
    await userEvent.click(within(grid).getByRole('button', { name: /March 12, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-10'),
      end: parseDate('2026-03-12'),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const group = screen.getByRole('group', { name: 'Flight dates' });
    expect(group.contains(document.activeElement)).toBe(true);
    expect(group.textContent?.replace(/\s/g, '')).toContain('3/10/2026–3/12/2026');
  });

  it('shows its help, and its error next to the dates once invalid', () => {
    renderWithProvider(
      <DateRangePicker
        label="Flight dates"
        description="The first and the last day"
        defaultValue={MARCH}
        isInvalid
        errorMessage="The flight must end after it starts."
        validationBehavior="aria"
      />,
    );
    const group = screen.getByRole('group', { name: 'Flight dates' });
    expect(group.dataset.invalid).toBe('true');
    const described = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The first and the last day');
    expect(described).toContain('The flight must end after it starts.');
  });
});
