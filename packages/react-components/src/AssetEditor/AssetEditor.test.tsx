import '@testing-library/jest-dom/vitest';
import { runPreflight } from '@earshot/validators';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetFixture, TEST_ADVERTISER } from '../../test/assetFixtures.ts';
import { enabledControls } from '../../test/enabledControls.ts';
import { json, startServer } from '../../test/httpServer.ts';
import { readJson } from '../../test/readBody.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { stubWebAudio } from '../../test/webAudio.ts';
import { AssetEditor } from './AssetEditor.tsx';

const ADVERTISER = TEST_ADVERTISER;
const stored = assetFixture();
const UUID = stored.uuid;
const COPY = 'a0000000-0000-4000-8000-000000000002';
/** A 30 s spot the server measured too loud for IAB, with its stored waveform. */
const loud = assetFixture({
  preflight: runPreflight(
    {
      durationSeconds: 29.6,
      sampleRate: 44100,
      channels: 2,
      bitrateKbps: 320,
      integratedLufs: -9.8,
      truePeakDbtp: -0.2,
    },
    'iab',
  ),
  peaks: { min: [-0.9, -0.8], max: [0.9, 0.8] },
});
/** The copy normalizeAsset makes of it for Spotify. */
const normalized = assetFixture({
  uuid: COPY,
  name: 'Spring sale · Spotify',
  filename: 'spring-sale-spotify.wav',
  content_type: 'audio/wav',
  source_asset_uuid: UUID,
  preflight: runPreflight(
    {
      durationSeconds: 29.6,
      sampleRate: 44100,
      channels: 2,
      bitrateKbps: 1411,
      integratedLufs: -14,
      truePeakDbtp: -1.5,
    },
    'spotify',
  ),
});

vi.setConfig({ testTimeout: 20_000 });

describe('AssetEditor', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let patches: Record<string, unknown>[];
  let deleted: string[];
  let normalizes: Record<string, unknown>[];
  let normalizeStatus: number;
  let current: typeof stored;
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      const assets = `/v1/companies/${ADVERTISER}/assets`;
      if (url.pathname === `${assets}/${UUID}/normalize` && request.method === 'POST') {
        normalizes.push(await readJson(request));
        if (normalizeStatus !== 201) {
          return json(response, normalizeStatus, { Message: 'The file is not there yet', type: 'error' });
        }
        return json(response, 201, normalized);
      }
      if (url.pathname === `${assets}/${COPY}`) return json(response, 200, normalized);
      if (url.pathname !== `${assets}/${UUID}`) {
        return json(response, 404, { Message: 'Not found', type: 'error' });
      }
      if (request.method === 'PATCH') {
        const body = await readJson(request);
        patches.push(body);
        if (body.name === 'taken') {
          return json(response, 422, {
            Message: 'Invalid',
            type: 'error',
            fields: { name: 'asset.name.max' },
          });
        }
        return json(response, 200, { ...stored, ...body });
      }
      if (request.method === 'DELETE') {
        deleted.push(UUID);
        return void response.writeHead(204).end();
      }
      json(response, 200, current);
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    patches = [];
    deleted = [];
    normalizes = [];
    normalizeStatus = 201;
    current = stored;
    stubWebAudio();
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = (assetId: string, onNavigate = vi.fn(), isReadOnly = false) =>
    renderWithServer(
      <AssetEditor
        advertiserId={ADVERTISER}
        assetId={assetId}
        basePath="/acme/assets"
        isReadOnly={isReadOnly}
      />,
      { serverUrl: server.url, onNavigate },
    );

  it('shows the uploaded asset with its player and details', async () => {
    render(UUID);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Spring sale');
    expect(screen.getByRole('group', { name: 'Listen to Spring sale' })).toBeVisible();
    expect(screen.getByText('spring-sale.mp3')).toBeVisible();
    expect(screen.getByText('0:30')).toBeVisible();
    expect(screen.getByText('Ready')).toBeVisible();
  });

  it('renames the asset', async () => {
    const user = userEvent.setup();
    render(UUID);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Spring sale 30s');
    await user.click(screen.getByRole('button', { name: 'Save asset' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Spring sale 30s' }]));
  });

  it('checks the name before saving and shows the server’s field errors', async () => {
    const user = userEvent.setup();
    render(UUID);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save asset' }));
    expect(await screen.findByText('Asset name is required.')).toBeVisible();
    expect(patches).toEqual([]);
    await user.type(name, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save asset' }));
    expect(await screen.findByText('Asset name must be at most 200 characters.')).toBeVisible();
  });

  it('deletes the asset after confirming and goes back to the list', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(UUID, onNavigate);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/acme/assets'));
    expect(deleted).toEqual([UUID]);
  });

  it('offers the uploader for a new asset', async () => {
    render('new');
    expect(screen.getByRole('heading', { name: 'Upload audio' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeVisible();
    expect(server.received.at(-1)).not.toContain('/assets/new');
  });

  it('refuses files to read-only roles, whose uploads the server refuses', async () => {
    render('new', vi.fn(), true);
    expect(screen.getByRole('heading', { name: 'Upload audio' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    expect(enabledControls(document.body)).toEqual([]);
  });

  it('shows read-only roles the asset with no enabled control', async () => {
    render(UUID, vi.fn(), true);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Spring sale');
    expect(enabledControls(document.body)).toEqual([]);
  });

  it('shows the server’s pre-flight and normalizes the asset for a destination, linking the copy with its own', async () => {
    current = loud;
    const user = userEvent.setup();
    render(UUID);
    expect(await screen.findByText('Not ready for IAB')).toBeVisible();
    const loudness = within(screen.getByText('Loudness').closest('li') as HTMLElement);
    expect(loudness.getByText('Measured: −9.8 LUFS · Expected: −16 LUFS ± 2 LU')).toBeVisible();
    // The stored waveform draws the player without fetching the file.
    const player = screen.getByRole('group', { name: 'Listen to Spring sale' });
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'ready'));
    await user.click(screen.getByRole('button', { name: 'Normalize for Spotify' }));
    expect(await screen.findByText('New asset, normalized for Spotify')).toBeVisible();
    expect(normalizes).toEqual([{ profile: 'spotify' }]);
    expect(screen.getByRole('link', { name: 'Spring sale · Spotify' })).toHaveAttribute(
      'href',
      `/acme/assets/${COPY}`,
    );
    expect(screen.getByText('Ready for Spotify')).toBeVisible();
    expect(
      await screen.findByText('Spring sale · Spotify was made: the audio normalized for Spotify.'),
    ).toBeVisible();
    // The asset itself stays as it was.
    expect(screen.getByText('Not ready for IAB')).toBeVisible();
  });

  it('says while the server checks the file, and why normalizing failed', async () => {
    normalizeStatus = 409;
    const user = userEvent.setup();
    render(UUID);
    expect(await screen.findByText('Checking…')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Normalize for IAB' }));
    expect(
      await screen.findByText('The audio could not be normalized: The file is not there yet'),
    ).toHaveAttribute('role', 'alert');
  });

  it('links a normalized copy to its original', async () => {
    render(COPY);
    expect(await screen.findByText('Ready for Spotify')).toBeVisible();
    expect(screen.getByText('Normalized from')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Spring sale' })).toHaveAttribute(
      'href',
      `/acme/assets/${UUID}`,
    );
  });

  it('shows view-only roles the pre-flight without normalizing', async () => {
    current = loud;
    render(UUID, vi.fn(), true);
    expect(await screen.findByText('Not ready for IAB')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Normalize/ })).toBeNull();
  });

  it('says when the asset cannot be loaded', async () => {
    render('a0000000-0000-4000-8000-000000000009');
    expect(await screen.findByText('The asset could not be loaded.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to assets' })).toHaveAttribute('href', '/acme/assets');
  });
});
