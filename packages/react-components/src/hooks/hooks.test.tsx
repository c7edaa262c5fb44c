import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { useCampaign, useCampaigns, useDeleteCampaign } from './resources/campaigns.ts';
import { useEventsByName } from './resources/events.ts';
import { useReports } from './resources/reports.ts';

let campaigns = [
  { id: 'c1', name: 'Spring launch' },
  { id: 'c2', name: 'Summer drive' },
];

function Campaigns({ advertiserId }: { advertiserId: string | null }) {
  const list = useCampaigns(advertiserId);
  const remove = useDeleteCampaign();
  if (list.fetchStatus === 'idle' && list.isPending) return <p>waiting for an advertiser</p>;
  if (list.isPending) return <p>loading</p>;
  if (list.isError) return <p>failed with {list.error.status}</p>;
  return (
    <ul>
      {(list.data as unknown as { id: string; name: string }[]).map((campaign) => (
        <li key={campaign.id}>
          {campaign.name}
          <button
            type="button"
            onClick={() => remove.mutate({ advertiserId: 'acme', campaignId: campaign.id })}
          >
            Delete {campaign.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

describe('resource hooks over a real HTTP server', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer((request, response) => {
      if (request.url === '/v1/companies/acme/campaigns' && request.method === 'GET') {
        json(response, 200, campaigns);
      } else if (request.url?.startsWith('/v1/companies/acme/campaigns/') && request.method === 'DELETE') {
        const id = request.url.split('/').at(-1);
        campaigns = campaigns.filter((campaign) => campaign.id !== id);
        json(response, 200, {});
      } else {
        json(response, 404, { Message: 'Not found' });
      }
    });
  });
  afterAll(() => server.close());

  const render = (advertiserId: string | null) =>
    renderWithProvider(<Campaigns advertiserId={advertiserId} />, {
      client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });

  it('waits without a request while the advertiser is missing', async () => {
    const before = server.received.length;
    render(null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('waiting for an advertiser')).toBeTruthy();
    expect(server.received.length).toBe(before);
  });

  it("lists the advertiser's campaigns and refetches them after a delete", async () => {
    render('acme');
    expect(await screen.findByText('Summer drive')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring launch' }));
    await screen.findByRole('button', { name: 'Delete Summer drive' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Spring launch')).toBeNull();
    expect(server.received).toContain('DELETE /v1/companies/acme/campaigns/c1');
    expect(server.received.filter((line) => line === 'GET /v1/companies/acme/campaigns')).toHaveLength(2);
  });
});

/** What {@link Probe} reads of a query. */
type ProbedQuery = { fetchStatus: string; isPending: boolean; isSuccess: boolean };

/** Renders what a hook's query does: that it answered, or that it waits. */
function Probe({ useProbe }: { useProbe: () => ProbedQuery }) {
  const query = useProbe();
  if (query.isSuccess) return <p>answered</p>;
  return <p>{query.fetchStatus === 'idle' && query.isPending ? 'waiting' : 'loading'}</p>;
}

describe('hooks derived from the query factories', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer((_request, response) => json(response, 200, {}));
  });
  afterAll(() => server.close());

  const render = (useProbe: () => ProbedQuery) =>
    renderWithProvider(<Probe useProbe={useProbe} />, {
      client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

  it('wait for every parameter the factory requires, the item as well as the advertiser', async () => {
    const before = server.received.length;
    render(() => useCampaign('acme', null));
    await settle();
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(server.received.length).toBe(before);
  });

  it("take TanStack Query's options right after the factory's parameters", async () => {
    const before = server.received.length;
    render(() => useCampaigns('acme', { enabled: false }));
    render(() => useReports('acme', undefined, { enabled: false }));
    await settle();
    expect(screen.getAllByText('waiting')).toHaveLength(2);
    expect(server.received.length).toBe(before);
  });

  it('pass a query-string object on to the factory without waiting for it', async () => {
    render(() => useEventsByName('acme', 'purchase', { page: 2 }));
    render(() => useReports('acme'));
    await waitFor(() => expect(screen.getAllByText('answered')).toHaveLength(2));
    expect(server.received).toContain('GET /v1/companies/acme/events/event-name/purchase?page=2');
    expect(server.received).toContain('GET /v1/companies/acme/reporting');
  });
});
