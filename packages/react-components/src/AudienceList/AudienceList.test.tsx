import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { AudienceList } from './AudienceList.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const EMPTY = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a02';
const BROKEN = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a03';

// Answers from the test server can take a while on a busy machine.

describe('AudienceList', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer((request, response) => {
      if (request.url === `/v1/companies/${ADVERTISER}/audiences`) {
        return json(response, 200, [
          {
            id: 'c0000000-0000-4000-8000-000000000001',
            advertiser_id: ADVERTISER,
            name: 'Checkout visitors',
            type: 1,
            subtype: 'first-party',
            first_party: [{ type: 'url', value: '/checkout' }],
            correlation_id: null,
            cdp_segments: [],
            size_estimate: 48200,
            created_at: '2026-03-04T00:00:00Z',
            updated_at: '2026-03-04T00:00:00Z',
          },
        ]);
      }
      if (request.url === `/v1/companies/${EMPTY}/audiences`) return json(response, 200, []);
      json(response, 500, { Message: 'Database unavailable', type: 'error' });
    });
  });
  afterAll(() => server.close());

  const render = (advertiserId: string, isReadOnly = false) =>
    renderWithProvider(
      <AudienceList advertiserId={advertiserId} basePath="/acme/audience" isReadOnly={isReadOnly} />,
      {
        client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      },
    );

  it('lists the audiences with their kind and size, each linking to its editor', async () => {
    render(ADVERTISER);
    expect(screen.getByRole('status')).toHaveTextContent('Loading audiences…');
    const row = (await screen.findByText('Checkout visitors')).closest('tr') as HTMLElement;
    expect(within(row).getByText('First-party')).toBeVisible();
    expect(within(row).getByText('48,200')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Checkout visitors' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/acme\/audience\/[^/]+$/),
    );
    expect(screen.getByRole('link', { name: 'New audience' })).toHaveAttribute('href', '/acme/audience/new');
  });

  it('offers read-only roles no new audience (the server refuses it)', async () => {
    render(ADVERTISER, true);
    expect(await screen.findByText('Checkout visitors')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New audience' })).toBeNull();
  });

  it('shows the empty and error states', async () => {
    const { unmount } = render(EMPTY);
    expect(await screen.findByRole('heading', { name: 'No audiences yet' })).toBeVisible();
    unmount();
    render(BROKEN);
    expect(await screen.findByText('The audiences could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
