import '@testing-library/jest-dom/vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { runPreflight } from '@earshot/validators';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { stubWebAudio, toneWav } from '../../test/webAudio.ts';
import { AssetUploader } from './AssetUploader.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const CORS = { 'access-control-allow-origin': '*' };

const readText = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });

/** What the server measured of a stored file: a spot that passes IAB's checks. */
const SERVER_PREFLIGHT = runPreflight(
  {
    durationSeconds: 42.3,
    sampleRate: 44100,
    channels: 2,
    bitrateKbps: 128,
    integratedLufs: -16.4,
    truePeakDbtp: -1.8,
  },
  'iab',
);

const asset = (uuid: string, filename: string, stored: boolean) => ({
  uuid,
  advertiser_id: ADVERTISER,
  name: filename.replace(/\.[^.]+$/, ''),
  kind: 'uploaded',
  status: stored ? 'ready' : 'pending_upload',
  filename,
  content_type: 'audio/mpeg',
  duration_seconds: stored ? 42.3 : null,
  file_url: stored ? `http://127.0.0.1/v1/uploads/${uuid}` : null,
  script: null,
  voice_id: null,
  source_asset_uuid: null,
  preflight: stored ? SERVER_PREFLIGHT : null,
  peaks: stored ? { min: [-0.4, -0.5], max: [0.4, 0.5] } : null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const audio = (name: string, type = 'audio/mpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type });

// Interactive flows upload through a real server: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('AssetUploader', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let created: Record<string, unknown>[];
  let posted: string[];
  let storage: 'store' | 'refuse' | 'hold';
  const held: ServerResponse[] = [];
  const stored = new Set<string>();

  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      if (url.pathname === '/storage') {
        if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
        const form = await readText(request);
        posted.push(form);
        if (storage === 'hold') return void held.push(response);
        if (storage === 'refuse') return void response.writeHead(403, CORS).end();
        stored.add(/name="key"\r\n\r\n([^\r]+)/.exec(form)?.[1] ?? '');
        return void response.writeHead(204, CORS).end();
      }
      if (url.pathname === `/v1/companies/${ADVERTISER}/assets` && request.method === 'POST') {
        const body = JSON.parse(await readText(request)) as Record<string, unknown>;
        created.push(body);
        const uuid = `a0000000-0000-4000-8000-00000000000${created.length}`;
        return json(response, 201, {
          asset: asset(uuid, String(body.filename), false),
          s3_data: { url: `${server.url}/storage`, fields: { key: uuid, policy: 'signed-policy' } },
        });
      }
      const one = /^\/v1\/companies\/[^/]+\/assets\/([^/]+)$/.exec(url.pathname);
      if (one?.[1] && request.method === 'GET') {
        const filename = String(created[Number(one[1].slice(-1)) - 1]?.filename);
        return json(response, 200, asset(one[1], filename, stored.has(one[1])));
      }
      json(response, 404, { Message: 'Not found', type: 'error' });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    created = [];
    posted = [];
    storage = 'store';
    stored.clear();
    stubWebAudio();
  });
  afterEach(() => vi.unstubAllGlobals());

  const durations: Record<string, number> = {
    'spot.mp3': 42.3,
    'jingle.wav': 15,
    'long.mp3': 185,
    'loud.wav': 3,
    'quiet.wav': 3,
  };
  const readDuration = async (file: File) => {
    const seconds = durations[file.name];
    if (seconds === undefined) throw new Error('not audio');
    return seconds;
  };

  const render = (
    props: { maxBytes?: number; onUploaded?: () => void; placementDurations?: number[] } = {},
  ) => {
    const view = renderWithProvider(
      <AssetUploader advertiserId={ADVERTISER} readDuration={readDuration} {...props} />,
      {
        client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      },
    );
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The uploader has no file input');
    return { ...view, choose: (...files: File[]) => userEvent.upload(input, files) };
  };

  const row = (name: string) => within(screen.getByRole('listitem', { name }));

  it('uploads an audio file through its signed policy and plays the stored asset', async () => {
    const onUploaded = vi.fn();
    const { choose } = render({ onUploaded });
    await choose(audio('spot.mp3'));
    expect(await row('spot.mp3').findByText('spot.mp3 was uploaded.')).toBeVisible();
    expect(created).toEqual([
      { kind: 'uploaded', name: 'spot', filename: 'spot.mp3', content_type: 'audio/mpeg' },
    ]);
    const [form = ''] = posted;
    expect(form.indexOf('name="policy"')).toBeGreaterThan(form.indexOf('name="key"'));
    expect(form.indexOf('name="file"; filename="spot.mp3"')).toBeGreaterThan(form.indexOf('name="policy"'));
    // The stored asset's peaks draw the waveform: the player is ready without fetching the file.
    const player = row('spot.mp3').getByRole('group', { name: 'Listen to spot.mp3' });
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'ready'));
    expect(player.querySelector('audio')).toHaveAttribute(
      'src',
      'http://127.0.0.1/v1/uploads/a0000000-0000-4000-8000-000000000001',
    );
    expect(row('spot.mp3').getByText('Duration: 0:42')).toBeVisible();
    expect(onUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'ready', filename: 'spot.mp3' }),
    );
  });

  it('shows the server’s pre-flight of an uploaded file the browser could not measure', async () => {
    storage = 'hold';
    const { choose } = render();
    await choose(audio('spot.mp3'));
    expect(
      await row('spot.mp3').findByText(
        'This browser could not check the file: its pre-flight shows once it is uploaded.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(held).toHaveLength(1));
    stored.add('a0000000-0000-4000-8000-000000000001');
    for (const response of held.splice(0)) response.writeHead(204, CORS).end();
    expect(await row('spot.mp3').findByText('Ready for IAB')).toBeVisible();
    expect(row('spot.mp3').getByRole('list', { name: 'Pre-flight checks for IAB' })).toBeVisible();
  });

  it('measures a dropped WAV in the browser and shows its failing pre-flight while it uploads it all the same', async () => {
    stubWebAudio({ decoding: true });
    storage = 'hold';
    const { choose } = render();
    await choose(new File([toneWav({ dbfs: -6 })], 'loud.wav', { type: 'audio/wav' }));
    expect(await row('loud.wav').findByText('Not ready for IAB')).toBeVisible();
    const loudness = within(row('loud.wav').getByText('Loudness').closest('li') as HTMLElement);
    expect(loudness.getByText('Fail')).toBeVisible();
    expect(loudness.getByText(/^Measured: −6\.0 LUFS · Expected: −16 LUFS ± 2 LU$/)).toBeVisible();
    expect(loudness.getByText('Turn the audio down: normalize it for this destination.')).toBeVisible();
    const sampleRate = within(row('loud.wav').getByText('Sample rate').closest('li') as HTMLElement);
    expect(sampleRate.getByText('Measured: 44.1 kHz · Expected: 44.1 kHz or 48 kHz')).toBeVisible();
    expect(
      row('loud.wav').getByText(
        'Checked in this browser. The server checks the file again once it is uploaded.',
      ),
    ).toBeVisible();
    expect(row('loud.wav').getByRole('progressbar', { name: 'Uploading loud.wav' })).toBeVisible();
    await waitFor(() => expect(held).toHaveLength(1));
    for (const response of held.splice(0)) response.writeHead(204, CORS).end();
    expect(await row('loud.wav').findByText('loud.wav was uploaded.')).toBeVisible();
    expect(created).toEqual([
      { kind: 'uploaded', name: 'loud', filename: 'loud.wav', content_type: 'audio/wav' },
    ]);
    // The browser's check stays, against the destination chosen.
    expect(row('loud.wav').getByText('Not ready for IAB')).toBeVisible();
  });

  it('checks against the destination and the placement lengths chosen', async () => {
    stubWebAudio({ decoding: true });
    const user = userEvent.setup();
    const { choose } = render({ placementDurations: [15, 30] });
    await choose(new File([toneWav({ dbfs: -16 })], 'quiet.wav', { type: 'audio/wav' }));
    expect(await row('quiet.wav').findByText('Not ready for IAB')).toBeVisible();
    const length = within(row('quiet.wav').getByText('Length').closest('li') as HTMLElement);
    expect(length.getByText('Measured: 3 s · Expected: 15 s or 30 s (± 0.5 s)')).toBeVisible();
    expect(
      within(row('quiet.wav').getByText('Loudness').closest('li') as HTMLElement).getByText('Pass'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Destination/ }));
    await user.click(screen.getByRole('option', { name: 'Spotify' }));
    expect(row('quiet.wav').getByText('Not ready for Spotify')).toBeVisible();
    const loudness = within(row('quiet.wav').getByText('Loudness').closest('li') as HTMLElement);
    expect(loudness.getByText('Turn the audio up: normalize it for this destination.')).toBeVisible();
  });

  it('uploads several files at once, each with its own asset', async () => {
    const { choose } = render();
    await choose(audio('spot.mp3'), audio('jingle.wav', 'audio/wav'));
    expect(await row('spot.mp3').findByText('spot.mp3 was uploaded.')).toBeVisible();
    expect(await row('jingle.wav').findByText('jingle.wav was uploaded.')).toBeVisible();
    expect(created.map((body) => [body.filename, body.content_type]).sort()).toEqual([
      ['jingle.wav', 'audio/wav'],
      ['spot.mp3', 'audio/mpeg'],
    ]);
    expect(posted).toHaveLength(2);
  });

  it('takes the type from the extension when the browser names none', async () => {
    const { choose } = render();
    await choose(audio('spot.mp3', ''));
    expect(await row('spot.mp3').findByText('spot.mp3 was uploaded.')).toBeVisible();
    expect(created[0]).toMatchObject({ content_type: 'audio/mpeg' });
  });

  it('refuses a file that is not audio before any request', async () => {
    const { choose } = render();
    await choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await row('logo.svg').findByRole('alert')).toHaveTextContent(
      'logo.svg is not an audio file: choose an MP3, WAV, MP4, AAC or Ogg file.',
    );
    expect([created, posted]).toEqual([[], []]);
  });

  it('refuses a file larger than the limit before any request', async () => {
    const { choose } = render({ maxBytes: 1024 * 1024 });
    await choose(audio('spot.mp3', 'audio/mpeg', 3 * 1024 * 1024));
    expect(await row('spot.mp3').findByRole('alert')).toHaveTextContent(
      'spot.mp3 is 3 MB: a file may be up to 1 MB.',
    );
    expect([created, posted]).toEqual([[], []]);
  });

  it('refuses audio longer than the limit and files that do not decode', async () => {
    const { choose } = render();
    await choose(audio('long.mp3'), audio('noise.mp3'));
    expect(await row('long.mp3').findByRole('alert')).toHaveTextContent(
      'long.mp3 lasts 185 seconds: audio may last up to 120 seconds.',
    );
    expect(await row('noise.mp3').findByRole('alert')).toHaveTextContent(
      'noise.mp3 could not be read as audio.',
    );
    await userEvent.click(row('long.mp3').getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('listitem', { name: 'long.mp3' })).toBeNull();
    expect([created, posted]).toEqual([[], []]);
  });

  it('reports a failed upload and retries it with the same asset', async () => {
    storage = 'refuse';
    const { choose } = render();
    await choose(audio('spot.mp3'));
    expect(await row('spot.mp3').findByRole('alert')).toHaveTextContent(
      'The spot.mp3 could not be uploaded at the moment',
    );
    storage = 'store';
    await userEvent.click(row('spot.mp3').getByRole('button', { name: 'Retry' }));
    expect(await row('spot.mp3').findByText('spot.mp3 was uploaded.')).toBeVisible();
    expect(created).toHaveLength(1);
    expect(posted).toHaveLength(2);
  });

  it('shows the progress in percent and cancels the upload', async () => {
    storage = 'hold';
    const { choose } = render();
    await choose(audio('spot.mp3'));
    const bar = await row('spot.mp3').findByRole('progressbar', { name: 'Uploading spot.mp3' });
    expect(bar).toHaveAttribute('aria-valuetext', '0%');
    await waitFor(() => expect(posted).toHaveLength(1));
    await userEvent.click(row('spot.mp3').getByRole('button', { name: 'Cancel' }));
    expect(await row('spot.mp3').findByText('The upload of spot.mp3 was cancelled.')).toBeVisible();
    expect(row('spot.mp3').getByRole('button', { name: 'Retry' })).toBeEnabled();
    for (const response of held.splice(0)) response.writeHead(204, CORS).end();
  });
});
