import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  it('gives the page its one h1 and its actions', () => {
    renderWithProvider(
      <PageHeader title="Campaigns" description="All flights" actions={<Button>New campaign</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    expect(screen.getByText('All flights')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New campaign' })).toBeTruthy();
  });
});
