import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { ReadOnlyBanner } from './ReadOnlyBanner.tsx';

describe('ReadOnlyBanner (spec §6)', () => {
  it('tells a view-only user (role 3) that changes are disabled', () => {
    renderWithProvider(<ReadOnlyBanner userRole={3} advertiserName="Acme" />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe('You have view-only access to Acme: changes are disabled.');
    expect(banner.dataset.role).toBe('view-only');
  });

  it('tells a reporting user (role 4) they can see reports', () => {
    renderWithProvider(<ReadOnlyBanner userRole={4} advertiserName="Acme" />, { locale: 'de' });
    expect(screen.getByRole('status').textContent).toContain('Berichtszugriff auf Acme');
  });

  it.each([1, 2, 7, null])('shows nothing for role %s', (role) => {
    renderWithProvider(<ReadOnlyBanner userRole={role} advertiserName="Acme" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
