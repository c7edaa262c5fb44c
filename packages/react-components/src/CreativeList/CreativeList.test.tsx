import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore, type Schema } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetFixture } from '../../test/assetFixtures.ts';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { stubWebAudio } from '../../test/webAudio.ts';
import { CreativeList } from './CreativeList.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
let server: Awaited<ReturnType<typeof startServer>>;
/** A creative whose audio the test server holds (it is made once the server runs). */
const creative = (n: number, name: string, display: string | null) => ({
  id: `c0000000-0000-4000-8000-00000000000${n}`,
  advertiser_id: ADVERTISER,
  name,
  asset_uuid: null as string | null,
  audio_filename: 'spot.mp3',
  audio_url: `${server.url}/v1/uploads/c${n}.mp3`,
  display_filename: display,
  display_url: display ? `http://127.0.0.1/v1/uploads/${display}` : null,
  click_url: null,
  status: 'ready',
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
});

vi.setConfig({ testTimeout: 20_000 });

describe('CreativeList', () => {
  let creatives: ReturnType<typeof creative>[];
  let assets: Schema<'Asset'>[];
  beforeAll(async () => {
    server = await startServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      if (url.pathname === `/v1/companies/${ADVERTISER}/creatives`) return json(response, 200, creatives);
      if (url.pathname === `/v1/companies/${ADVERTISER}/assets`) return json(response, 200, assets);
      // The stored files: a preview asks for them across origins (the answer needs no body here).
      if (url.pathname.startsWith('/v1/uploads/')) {
        const status = request.method === 'OPTIONS' ? 204 : 404;
        return void response.writeHead(status, { 'access-control-allow-origin': '*' }).end();
      }
      if (request.method === 'DELETE' && url.pathname.startsWith('/v1/creatives/')) {
        creatives = creatives.filter((candidate) => !url.pathname.endsWith(candidate.id));
        return void response.writeHead(204).end();
      }
      json(response, 404, { Message: 'Not found', type: 'error' });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    creatives = [creative(1, 'Spring sale', 'banner.png'), creative(2, 'Bakery', null)];
    assets = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = () =>
    renderWithProvider(<CreativeList advertiserId={ADVERTISER} basePath="/acme/creatives" />, {
      client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });

  it('lists the creatives with their companion ads, linking each to its editor', async () => {
    render();
    expect(await screen.findByRole('link', { name: 'Spring sale' })).toHaveAttribute(
      'href',
      '/acme/creatives/c0000000-0000-4000-8000-000000000001',
    );
    expect(within(screen.getByRole('row', { name: /Spring sale/ })).getByText('banner.png')).toBeVisible();
    expect(within(screen.getByRole('row', { name: /Bakery/ })).getByText('None')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New creative' })).toHaveAttribute('href', '/acme/creatives/new');
  });

  it('plays a creative from the stored waveform of its asset, without fetching the audio to draw it', async () => {
    stubWebAudio();
    const ASSET = 'a0000000-0000-4000-8000-000000000007';
    creatives = [{ ...creative(3, 'Radio read', null), asset_uuid: ASSET }];
    assets = [
      assetFixture({
        uuid: ASSET,
        advertiser_id: ADVERTISER,
        duration_seconds: 20,
        file_url: `${server.url}/v1/uploads/c3.mp3`,
        peaks: { min: [-0.3], max: [0.3] },
      }),
    ];
    const user = userEvent.setup();
    const before = server.received.length;
    render();
    await user.click(await screen.findByRole('button', { name: 'Play Radio read' }));
    const player = await screen.findByRole('group', { name: 'Listen to Radio read' });
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'ready'));
    expect(server.received.slice(before)).not.toContain('GET /v1/uploads/c3.mp3');
  });

  it('plays a creative’s audio and deletes a creative after confirming', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Play Bakery' }));
    expect(await screen.findByRole('group', { name: 'Listen to Bakery' })).toBeVisible();
    await waitFor(() => expect(server.received).toContain('GET /v1/uploads/c2.mp3'));
    await user.click(screen.getByRole('button', { name: 'Delete Spring sale' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Spring sale' })).toBeNull());
    expect(server.received).toContain('DELETE /v1/creatives/c0000000-0000-4000-8000-000000000001');
  });
});
