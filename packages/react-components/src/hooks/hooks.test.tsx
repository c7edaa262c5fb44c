import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { useCampaigns } from './useCampaigns.ts';
import { useDeleteCampaign } from './useDeleteCampaign.ts';

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
