import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { InventoryList } from './InventoryList.tsx';
import { withStyledLayout } from './test/styledLayout.ts';

withStyledLayout();

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const playlist = (id: string, name: string, created_at: string) => ({
  id,
  advertiser_id: ADVERTISER,
  name,
  type: 'podcast',
  inventory_ids: ['pod-1'],
  searches: [],
  tags: ['t1'],
  inventory_size: 1,
  created_at,
  updated_at: created_at,
});

// Answers from the test server can take a while on a busy machine.

describe('InventoryList', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let failing = false;
  beforeAll(async () => {
    server = await startServer((request, response) => {
      if (failing) json(response, 500, { Message: 'Database unavailable', type: 'error' });
      else if (request.url === `/v1/companies/${ADVERTISER}/playlists`) {
        json(response, 200, [
          playlist('a0000000-0000-4000-8000-000000000001', 'Older', '2026-01-01T00:00:00Z'),
          playlist('a0000000-0000-4000-8000-000000000002', 'Newer', '2026-02-01T00:00:00Z'),
        ]);
      } else json(response, 404, { Message: 'Not found', type: 'error' });
    });
  });
  afterAll(() => server.close());

  const render = (onNavigate = vi.fn(), isReadOnly = false) =>
    renderWithProvider(
      <InventoryList advertiserId={ADVERTISER} basePath="/acme.example/inventory" isReadOnly={isReadOnly} />,
      {
        client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        onNavigate,
      },
    );

  it('lists the playlists newest first and opens one', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(onNavigate);
    expect(screen.getByRole('status')).toHaveTextContent('Loading playlists…');
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('Newer'),
      expect.stringContaining('Older'),
    ]);
    expect(screen.getByRole('link', { name: 'New playlist' })).toHaveAttribute(
      'href',
      '/acme.example/inventory/new',
    );
    await user.click(screen.getByText('Older'));
    expect(onNavigate).toHaveBeenCalledWith('/acme.example/inventory/a0000000-0000-4000-8000-000000000001');
    expect(server.received).toContain(`GET /v1/companies/${ADVERTISER}/playlists`);
  });

  it('offers read-only roles no new playlist (the server refuses it)', async () => {
    render(vi.fn(), true);
    expect(await screen.findByText('Older')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New playlist' })).toBeNull();
  });

  it('shows the error state when the list fails', async () => {
    failing = true;
    render();
    expect(await screen.findByRole('heading', { name: 'The playlists could not be loaded' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    failing = false;
  });
});
