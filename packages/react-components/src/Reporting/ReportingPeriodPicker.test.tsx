import { parseDate } from '@internationalized/date';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.tsx';
import type { SupportedLocale } from '../i18n/catalogues.ts';
import { PeriodPickerStandIn } from './PeriodPickerStandIn.tsx';
import { ReportingPeriodPicker } from './ReportingPeriodPicker.tsx';

const PERIOD = { start: parseDate('2026-03-04'), end: parseDate('2026-03-20') };
const text = (element: Element) => element.textContent?.replace(/\s/g, '') ?? '';
const noReach = {
  onHoverStart: () => {},
  onFocus: () => {},
  onBlur: () => {},
  onPressStart: () => {},
  onPressEnd: () => {},
  onPress: () => {},
};

describe('ReportingPeriodPicker', () => {
  // The first mount of the picker in this file: once its code has loaded, later ones start as the
  // date fields themselves.
  it('shows a stand-in until tapped, then opens the calendar and reports the period picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProvider(<ReportingPeriodPicker label="Period" period={PERIOD} onChange={onChange} />);
    const standIn = screen.getByRole('group', { name: 'Period' });
    const shown = text(standIn);
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    // Pressed without pointing at it first (a tap): the picker opens once its code has arrived.
    const button = screen.getByRole('button', { name: 'Open calendar' });
    fireEvent.pointerDown(button, { pointerId: 1, button: 0, pointerType: 'touch' });
    fireEvent.pointerUp(button, { pointerId: 1, button: 0, pointerType: 'touch' });
    fireEvent.click(button);
    await screen.findByRole('grid', {}, { timeout: 3000 });
    expect(standIn.isConnected).toBe(false);
    expect(text(screen.getByRole('group', { name: 'Period' }))).toBe(shown);
    await user.click(await screen.findByRole('button', { name: /March 10, 2026/ }));
    await user.click(await screen.findByRole('button', { name: /March 12, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-10'),
      end: parseDate('2026-03-12'),
    });
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
  });

  it.each<SupportedLocale>(['en', 'de', 'es', 'fr', 'zh-CN'])(
    'draws the dates as the date fields show them (%s), so nothing moves when they replace it',
    (locale) => {
      const { unmount } = renderWithProvider(
        <PeriodPickerStandIn label="Period" period={PERIOD} standInProps={noReach} />,
        { locale },
      );
      const standIn = text(screen.getByRole('group', { name: 'Period' }));
      unmount();
      renderWithProvider(<DateRangePicker label="Period" value={PERIOD} />, { locale });
      expect(standIn).toBe(text(screen.getByRole('group', { name: 'Period' })));
    },
  );
});
