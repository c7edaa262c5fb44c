import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore, type Schema } from '@earshot/sdk-core';
import { runPreflight } from '@earshot/validators';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { stubWebAudio } from '../../test/webAudio.ts';
import { AssetList } from './AssetList.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
let server: Awaited<ReturnType<typeof startServer>>;
/** An asset whose file the test server holds (it is made once the server runs). */
const asset = (n: number, name: string, kind: string, duration: number | null, created: string) => ({
  uuid: `a0000000-0000-4000-8000-00000000000${n}`,
  advertiser_id: ADVERTISER,
  name,
  kind,
  status: duration === null ? 'pending_upload' : 'ready',
  filename: `${name.toLowerCase().replaceAll(' ', '-')}.mp3`,
  content_type: 'audio/mpeg',
  duration_seconds: duration,
  file_url: duration === null ? null : `${server.url}/v1/uploads/${n}`,
  script: null,
  voice_id: null,
  source_asset_uuid: null,
  preflight: null as Schema<'Asset'>['preflight'],
  peaks: null as Schema<'Asset'>['peaks'],
  created_at: created,
  updated_at: created,
});

vi.setConfig({ testTimeout: 20_000 });

describe('AssetList', () => {
  let assets: ReturnType<typeof asset>[];
  let deleteStatus: number;
  beforeAll(async () => {
    server = await startServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      if (url.pathname === `/v1/companies/${ADVERTISER}/assets`) return json(response, 200, assets);
      // The stored files: a preview asks for them across origins (the answer needs no body here).
      if (url.pathname.startsWith('/v1/uploads/')) {
        const status = request.method === 'OPTIONS' ? 204 : 404;
        return void response.writeHead(status, { 'access-control-allow-origin': '*' }).end();
      }
      const uuid = url.pathname.split('/').pop();
      if (request.method === 'DELETE' && deleteStatus === 204) {
        assets = assets.filter((candidate) => candidate.uuid !== uuid);
        return void response.writeHead(204).end();
      }
      if (request.method === 'DELETE') {
        return json(response, deleteStatus, { Message: 'The asset is used by a creative', type: 'error' });
      }
      json(response, 404, { Message: 'Not found', type: 'error' });
    });
  });
  afterAll(() => server.close());
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    deleteStatus = 204;
    assets = [
      asset(1, 'Spring sale', 'uploaded', 29.6, '2026-03-01T09:00:00Z'),
      asset(2, 'Bakery read', 'generated', 61, '2026-03-03T09:00:00Z'),
      asset(3, 'Autumn teaser', 'uploaded', null, '2026-03-02T09:00:00Z'),
    ];
  });

  const render = () =>
    renderWithProvider(<AssetList advertiserId={ADVERTISER} basePath="/acme/assets" />, {
      client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

  it('lists the assets newest first, linking each to its editor', async () => {
    render();
    await screen.findByRole('link', { name: 'Spring sale' });
    expect(names()).toEqual(['Bakery read', 'Autumn teaser', 'Spring sale']);
    expect(screen.getByRole('link', { name: 'Bakery read' })).toHaveAttribute(
      'href',
      '/acme/assets/generate/a0000000-0000-4000-8000-000000000002',
    );
    expect(screen.getByRole('link', { name: 'Spring sale' })).toHaveAttribute(
      'href',
      '/acme/assets/a0000000-0000-4000-8000-000000000001',
    );
    const autumn = within(screen.getByRole('row', { name: /Autumn teaser/ }));
    expect(autumn.getByText('Waiting for the file')).toBeVisible();
    expect(autumn.getByRole('button', { name: 'Play Autumn teaser' })).toBeDisabled();
    expect(screen.getByText('1:01')).toBeVisible();
  });

  it('searches by name and sorts by a column', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('link', { name: 'Spring sale' });
    await user.click(within(screen.getByRole('columnheader', { name: 'Duration' })).getByRole('button'));
    expect(names()).toEqual(['Autumn teaser', 'Spring sale', 'Bakery read']);
    await user.type(screen.getByRole('searchbox', { name: 'Search assets' }), 'SALE');
    expect(names()).toEqual(['Spring sale']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search assets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search assets' }), 'nothing');
    expect(screen.getByText('No matching assets')).toBeVisible();
  });

  it('plays an asset in place', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Play Spring sale' }));
    expect(screen.getByText('Now playing: Spring sale')).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Listen to Spring sale' })).toBeVisible();
    await waitFor(() => expect(server.received).toContain('GET /v1/uploads/1'));
  });

  it('shows each asset’s pre-flight verdict and plays it from its stored waveform without decoding it', async () => {
    const measured = (integratedLufs: number) =>
      runPreflight(
        {
          durationSeconds: 30,
          sampleRate: 44100,
          channels: 2,
          bitrateKbps: 320,
          integratedLufs,
          truePeakDbtp: -2,
        },
        'iab',
      );
    assets = [
      {
        ...asset(1, 'Spring sale', 'uploaded', 29.6, '2026-03-01T09:00:00Z'),
        preflight: measured(-16),
        peaks: { min: [-0.5], max: [0.5] },
      },
      {
        ...asset(2, 'Bakery read', 'generated', 61, '2026-03-03T09:00:00Z'),
        preflight: measured(-9),
        peaks: null,
      },
      asset(3, 'Autumn teaser', 'uploaded', null, '2026-03-02T09:00:00Z'),
      asset(4, 'Jingle', 'uploaded', 15, '2026-03-04T09:00:00Z'),
    ];
    stubWebAudio();
    const user = userEvent.setup();
    const before = server.received.length;
    render();
    await screen.findByRole('link', { name: 'Spring sale' });
    const cell = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
    expect(cell('Spring sale').getByText('Pass')).toBeVisible();
    expect(cell('Bakery read').getByText('Fail')).toBeVisible();
    expect(cell('Jingle').getByText('Checking…')).toBeVisible();
    expect(cell('Autumn teaser').queryByText(/Pass|Fail|Warning|Checking…/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play Spring sale' }));
    const player = await screen.findByRole('group', { name: 'Listen to Spring sale' });
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'ready'));
    expect(player).toHaveTextContent('0:00 / 0:30');
    expect(server.received.slice(before)).not.toContain('GET /v1/uploads/1');
  });

  it('deletes an asset after confirming', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Spring sale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Spring sale?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Spring sale' })).toBeNull());
    expect(server.received).toContain(
      `DELETE /v1/companies/${ADVERTISER}/assets/a0000000-0000-4000-8000-000000000001`,
    );
    expect(await screen.findByText('Spring sale was deleted.')).toBeVisible();
  });

  it('keeps an asset a creative uses and says why', async () => {
    deleteStatus = 409;
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Spring sale' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Spring sale could not be deleted: The asset is used by a creative'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Spring sale' })).toBeVisible();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const user = userEvent.setup();
    const before = server.received.length;
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Bakery read' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.received.slice(before).filter((line) => line.startsWith('DELETE'))).toEqual([]);
  });
});
