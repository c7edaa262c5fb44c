import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const OPTIONS = [
  { id: 'all', label: 'All statuses' },
  { id: 'running', label: 'Running' },
  { id: 'paused', label: 'Paused' },
] as const;

/** Unmounts what the last test rendered: a fresh copy of the testing library is not cleaned up for us. */
let unmount: () => void = () => {};
afterEach(() => unmount());

/** A fresh copy of the components, in which the select's code is not loaded yet. */
async function renderFresh(selectedKey: (typeof OPTIONS)[number]['id'] | null = 'running') {
  vi.resetModules();
  const onSelectionChange = vi.fn();
  const { renderWithProvider } = await import('../../test/renderWithProvider.tsx');
  const { FilterSelect } = await import('./FilterSelect.tsx');
  ({ unmount } = renderWithProvider(
    <FilterSelect
      label="Status"
      options={OPTIONS}
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange}
    />,
  ));
  return onSelectionChange;
}

/** The select's code loads from a fresh copy of the components: allow it the time of a cold import. */
const COLD = { timeout: 15_000 };

describe('FilterSelect', { timeout: 60_000 }, () => {
  it('stands in with a button drawn and named like the select’s, until the pointer reaches it', async () => {
    await renderFresh();
    const standIn = screen.getByRole('button', { name: 'Running Status' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.hover(standIn);
    await waitFor(() => expect(standIn.isConnected).toBe(false), COLD);
    const button = screen.getByRole('button', { name: 'Running Status' });
    expect(button.className).toBe(standIn.className);
    expect(button.textContent).toBe(standIn.textContent);
    expect(button.getAttribute('aria-expanded')).not.toBe('true');
  });

  it('shows the select’s placeholder while no option is chosen', async () => {
    await renderFresh(null);
    const standIn = screen.getByRole('button', { name: 'Select an option Status' });
    await userEvent.hover(standIn);
    await waitFor(() => expect(standIn.isConnected).toBe(false), COLD);
    const button = screen.getByRole('button', { name: 'Select an option Status' });
    expect(button.textContent).toBe(standIn.textContent);
  });

  it('opens once loaded when tapped before its code arrived, and reports the option chosen', async () => {
    const onSelectionChange = await renderFresh();
    const standIn = screen.getByRole('button', { name: 'Running Status' });
    // Pressed without pointing at it first (a tap): the list opens once the select's code has arrived.
    fireEvent.pointerDown(standIn, { pointerId: 1, button: 0, pointerType: 'touch' });
    fireEvent.pointerUp(standIn, { pointerId: 1, button: 0, pointerType: 'touch' });
    fireEvent.click(standIn);
    const list = await screen.findByRole('listbox', {}, COLD);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Running', 'Paused']);
    await userEvent.click(within(list).getByRole('option', { name: 'Paused' }));
    expect(onSelectionChange).toHaveBeenCalledWith('paused');
  });

  it('opens from the keyboard, whether the code arrives before or after Enter, and gives the focus back to the select', async () => {
    const onSelectionChange = await renderFresh();
    // Focus loads the select's code; Enter presses the stand-in, or the select's own button once it has the focus.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('listbox', {}, COLD);
    await userEvent.click(within(list).getByRole('option', { name: 'All statuses' }));
    expect(onSelectionChange).toHaveBeenCalledWith('all');
    await waitFor(() => expect(list.isConnected).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Status/ }));
  });
});
