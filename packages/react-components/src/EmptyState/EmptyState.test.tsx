import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState and Skeleton', () => {
  it('empty state has a translated default heading', () => {
    renderWithProvider(<EmptyState />, { locale: 'es-MX' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Todavía no hay nada aquí');
  });

  it('empty state shows its action', () => {
    renderWithProvider(
      <EmptyState title="No campaigns yet" action={<button type="button">New campaign</button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No campaigns yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New campaign' })).toBeTruthy();
  });

  it('skeleton announces loading once and hides its lines', () => {
    const { container } = renderWithProvider(<Skeleton lines={4} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });
});
