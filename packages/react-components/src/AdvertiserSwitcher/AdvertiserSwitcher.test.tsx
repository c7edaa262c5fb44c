import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { AdvertiserSwitcher } from './AdvertiserSwitcher.tsx';

const advertisers = [
  { id: 'b', name: 'zebra radio' },
  { id: 'a', name: 'Acme' },
  { id: 'c', name: 'Émile' },
];

describe('AdvertiserSwitcher', () => {
  it('lists the advertisers by name and picks one', async () => {
    const picked: string[] = [];
    renderWithProvider(
      <AdvertiserSwitcher
        advertisers={advertisers}
        selectedId="a"
        onSelect={(advertiser) => picked.push(advertiser.id)}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Advertiser/ });
    expect(trigger.textContent).toContain('Acme');
    await userEvent.click(trigger);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Acme', 'Émile', 'zebra radio']);
    await userEvent.click(options[2] as HTMLElement);
    expect(picked).toEqual(['b']);
  });

  it('opens from the keyboard and gives focus back to its button when closed', async () => {
    renderWithProvider(<AdvertiserSwitcher advertisers={advertisers} selectedId="c" onSelect={() => {}} />);
    await userEvent.tab();
    // The select replaces the stand-in once its code is there, and takes over the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Advertiser/ }).getAttribute('aria-haspopup')).toBe(
        'listbox',
      ),
    );
    const trigger = screen.getByRole('button', { name: /Advertiser/ });
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await userEvent.keyboard('{Enter}');
    const selected = await screen.findByRole('option', { name: 'Émile' });
    expect(selected.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Advertiser/ }));
  });

  it('stands in with a button drawn and named like the select, until the pointer reaches it', async () => {
    // A fresh copy of the components: the select's code is not loaded yet in it.
    vi.resetModules();
    const { renderWithProvider: render } = await import('../../test/renderWithProvider.tsx');
    const { AdvertiserSwitcher: Fresh } = await import('./AdvertiserSwitcher.tsx');
    const { container } = render(<Fresh advertisers={advertisers} selectedId="a" onSelect={() => {}} />);
    const standIn = screen.getByRole('button', { name: 'Acme Advertiser' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('listbox');
    const drawn = container.innerHTML.replace(/ id="[^"]*"| aria-labelledby="[^"]*"| data-rac=""/g, '');
    await userEvent.hover(standIn);
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    const select = screen.getByRole('button', { name: 'Acme Advertiser' });
    expect(select.getAttribute('aria-expanded')).not.toBe('true');
    // The same root, label and button with the same classes: nothing moves when the select arrives.
    const classes = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]);
    expect(classes(container.innerHTML).slice(0, 5)).toEqual(classes(drawn).slice(0, 5));
  });
});
