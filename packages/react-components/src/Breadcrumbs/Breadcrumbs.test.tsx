import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const TRAIL = [
  { label: 'Campaigns', href: '/acme/campaigns' },
  { label: 'Spring Sale', href: '/acme/campaigns/c1' },
  { label: 'Targeting' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark of links up the trail, ending on the page shown', () => {
    renderWithProvider(<Breadcrumbs items={TRAIL} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Campaigns›', 'Spring Sale›', 'Targeting']);
    expect(within(trail).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/acme/campaigns');
    expect(within(trail).getByRole('link', { name: 'Spring Sale' })).toHaveAttribute(
      'href',
      '/acme/campaigns/c1',
    );
    const current = within(trail).getByText('Targeting');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
  });

  it('opens a step through the embedding app’s navigation', async () => {
    const onNavigate = vi.fn();
    renderWithProvider(<Breadcrumbs items={TRAIL} />, { onNavigate });
    await userEvent.click(screen.getByRole('link', { name: 'Spring Sale' }));
    expect(onNavigate.mock.calls[0]?.[0]).toBe('/acme/campaigns/c1');
  });

  it('is named in the provider’s language', async () => {
    renderWithProvider(<Breadcrumbs items={TRAIL} />, { locale: 'fr' });
    expect(await screen.findByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();
  });
});
