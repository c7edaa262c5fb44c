import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignFixture } from '../testing/inMemoryCampaignApi.ts';

const campaign = campaignFixture({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Spring launch',
  status: 'running',
});

/** Unmounts what the last test rendered: a fresh copy of the testing library is not cleaned up for us. */
let unmount: () => void = () => {};
afterEach(() => unmount());

/** A fresh copy of the components, in which the menu's code is not loaded yet. */
async function renderFresh(onDelete = vi.fn()) {
  vi.resetModules();
  const { renderWithProvider } = await import('../../test/renderWithProvider.tsx');
  const { CampaignRowActions } = await import('./CampaignRowActions.tsx');
  ({ unmount } = renderWithProvider(
    <CampaignRowActions
      campaign={campaign}
      href="/campaigns/1"
      readOnly={false}
      changingStatus={false}
      onStatusAction={() => undefined}
      onDuplicate={() => undefined}
      onDelete={onDelete}
    />,
  ));
  return onDelete;
}

describe('CampaignRowActions', { timeout: 60_000 }, () => {
  it('stands in with a button drawn and named like the menu button, until the pointer reaches it', async () => {
    await renderFresh();
    const standIn = await screen.findByRole('button', { name: 'Actions for Spring launch' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('true');
    const drawn = standIn.className;
    await userEvent.hover(standIn);
    await waitFor(() => expect(standIn.isConnected).toBe(false), { timeout: 15_000 });
    const button = screen.getByRole('button', { name: 'Actions for Spring launch' });
    expect(button.className).toBe(drawn);
    expect(button.textContent).toBe(standIn.textContent);
    expect(button.getAttribute('aria-expanded')).not.toBe('true');
  });

  it('opens the menu from the keyboard, whether the code arrives before or after Enter, and runs the chosen action', async () => {
    const onDelete = await renderFresh();
    await screen.findByRole('button', { name: 'Actions for Spring launch' });
    // Focus loads the menu's code; Enter presses the stand-in, or the menu's own button once it has taken the focus.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The menu's code loads from a fresh copy of the components: allow it the time of a cold import.
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Pause', 'End', 'Duplicate', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(campaign);
  });
});
