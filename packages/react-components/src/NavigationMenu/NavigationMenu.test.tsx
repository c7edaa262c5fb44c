import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';
import { NAVIGATION_SECTIONS } from './sections.ts';

describe('NavigationMenu', () => {
  it('links every section under the advertiser and marks the current one', () => {
    renderWithProvider(<NavigationMenu advertiser="acme.example" currentSection="campaigns" />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      NAVIGATION_SECTIONS.map((section) => `/acme.example/${section}`),
    );
    expect(within(nav).getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBe('page');
  });

  it("navigates through the embedder's router", async () => {
    const paths: string[] = [];
    renderWithProvider(<NavigationMenu advertiser="acme.example" />, {
      onNavigate: (path) => paths.push(path),
    });
    await userEvent.click(screen.getByRole('link', { name: 'Account details' }));
    expect(paths).toEqual(['/acme.example/account-details']);
  });
});
