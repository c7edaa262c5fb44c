import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { NavigationDrawer } from './NavigationDrawer.tsx';

describe('NavigationDrawer', () => {
  it('opens the navigation in a modal drawer that marks the current section', async () => {
    renderWithProvider(<NavigationDrawer advertiser="acme.example" currentSection="reporting" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.contains(document.activeElement)).toBe(true);
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Reporting' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    renderWithProvider(<NavigationDrawer advertiser="acme.example" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes once a link is followed, navigating through the embedder', async () => {
    const paths: string[] = [];
    renderWithProvider(<NavigationDrawer advertiser="acme.example" />, {
      onNavigate: (path) => paths.push(path),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Team' }));
    expect(paths).toEqual(['/acme.example/team']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('with the media query of the screens it is offered on', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** A screen whose width the test sets, as `window.matchMedia` sees it. */
    function stubScreen(narrow: boolean) {
      const listeners = new Set<() => void>();
      const query = {
        matches: narrow,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      };
      vi.stubGlobal('matchMedia', () => query);
      return {
        resize(toNarrow: boolean) {
          query.matches = toNarrow;
          for (const listener of listeners) listener();
        },
      };
    }

    it('closes when the screen is widened past it, and stays open while it matches', async () => {
      const screenSize = stubScreen(true);
      renderWithProvider(
        <NavigationDrawer advertiser="acme.example" media="screen and (max-width: 899px)" />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      await screen.findByRole('dialog', { name: 'Main navigation' });
      screenSize.resize(true);
      expect(screen.getByRole('dialog', { name: 'Main navigation' })).toBeTruthy();
      screenSize.resize(false);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
