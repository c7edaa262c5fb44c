import '@testing-library/jest-dom/vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { AssetUploader } from './AssetUploader.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const CORS = { 'access-control-allow-origin': '*' };

const readText = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });

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
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const audio = (name: string, type = 'audio/mpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type });

// Interactive flows upload through a real server: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

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
  });

  const durations: Record<string, number> = { 'spot.mp3': 42.3, 'jingle.wav': 15, 'long.mp3': 185 };
  const readDuration = async (file: File) => {
    const seconds = durations[file.name];
    if (seconds === undefined) throw new Error('not audio');
    return seconds;
  };

  const render = (props: { maxBytes?: number; onUploaded?: () => void } = {}) => {
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
    const player = row('spot.mp3').getByLabelText('Listen to spot.mp3');
    expect(player).toHaveAttribute('src', 'http://127.0.0.1/v1/uploads/a0000000-0000-4000-8000-000000000001');
    expect(row('spot.mp3').getByText('Duration: 0:42')).toBeVisible();
    expect(onUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'ready', filename: 'spot.mp3' }),
    );
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
