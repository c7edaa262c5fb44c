import '@testing-library/jest-dom/vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetFixture, TEST_ADVERTISER } from '../../test/assetFixtures.ts';
import { json, startServer } from '../../test/httpServer.ts';
import { readJson } from '../../test/readBody.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { AudioGenerator } from './AudioGenerator.tsx';

const ADVERTISER = TEST_ADVERTISER;
const COMPANY = `/v1/companies/${ADVERTISER}`;
const voices = [
  { id: 'en-us-f1', name: 'Ava', language: 'en-US', gender: 'female', sample_url: null },
  { id: 'en-gb-m1', name: 'Oliver', language: 'en-GB', gender: 'male', sample_url: null },
];
const version = (n: number, script: string, voiceId: string, assetUuid: string | null) => ({
  external_id: `v${n}`,
  asset_uuid: assetUuid,
  script,
  voice_id: voiceId,
  status: 'ready',
  audio_url: `http://127.0.0.1/v1/uploads/v${n}.wav`,
  duration_seconds: 12.4,
  created_at: '2026-03-01T09:00:00Z',
});
const generatedAsset = assetFixture({
  name: 'Bakery read',
  kind: 'generated',
  filename: 'bakery-read.wav',
  content_type: 'audio/wav',
  duration_seconds: 12.4,
  file_url: 'http://127.0.0.1/v1/uploads/bakery.wav',
  script: 'Fresh bread daily.',
  voice_id: 'en-us-f1',
});
const ASSET = generatedAsset.uuid;

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8000 });

describe('AudioGenerator', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let writes: { method: string; path: string; body: Record<string, unknown> }[];
  let voiceFailures: number;
  let voiceCalls: number;
  /** The waits the client took between attempts at the voices: recorded, not slept. */
  let retryWaits: number[];
  let savedVersions: ReturnType<typeof version>[];
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      const path = url.pathname;
      if (path === `${COMPANY}/assets/audio/voices`) {
        voiceCalls++;
        if (voiceCalls <= voiceFailures) return json(response, 503, { Message: 'Busy', type: 'error' });
        return json(response, 200, voices);
      }
      if (path === `${COMPANY}/assets/audio/version` && request.method === 'GET') {
        expect(url.searchParams.get('asset_uuid')).toBe(ASSET);
        return json(response, 200, savedVersions);
      }
      if (path === `${COMPANY}/assets/${ASSET}` && request.method === 'GET') {
        return json(response, 200, generatedAsset);
      }
      const body = await readJson(request);
      writes.push({ method: request.method ?? '', path, body });
      if (path === `${COMPANY}/assets/audio/suggestion`) {
        return json(response, 200, { suggestions: ['Warm croissants at Rosa’s.', 'Rosa bakes at dawn.'] });
      }
      if (path === `${COMPANY}/assets/audio/version`) {
        const n = writes.filter((write) => write.path === path).length;
        return json(response, 201, {
          ...version(n, String(body.script), String(body.voice_id), null),
          external_id: `generated-${n}`,
        });
      }
      if (path === `${COMPANY}/assets` && request.method === 'POST') {
        return json(response, 201, { asset: { ...generatedAsset, ...body }, s3_data: null });
      }
      if (path === `${COMPANY}/assets/${ASSET}` && request.method === 'PATCH') {
        return json(response, 200, { ...generatedAsset, ...body });
      }
      json(response, 404, { Message: 'Not found', type: 'error' });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    writes = [];
    voiceFailures = 0;
    voiceCalls = 0;
    retryWaits = [];
    savedVersions = [version(1, 'Fresh bread daily.', 'en-us-f1', ASSET)];
  });

  const render = (assetId: string, onNavigate = vi.fn(), locale = 'en') =>
    renderWithServer(<AudioGenerator advertiserId={ADVERTISER} assetId={assetId} basePath="/acme/assets" />, {
      serverUrl: server.url,
      client: {
        retry: {
          sleep: async (ms) => {
            retryWaits.push(ms);
          },
        },
      },
      onNavigate,
      locale,
    });

  const pickVoice = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
    await user.click(await screen.findByRole('button', { name: /Voice/ }));
    await user.click(screen.getByRole('option', { name }));
  };

  it('retries the voices, generates versions from a suggested script and keeps one as a new asset', async () => {
    voiceFailures = 1;
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render('new', onNavigate);
    await pickVoice(user, /Oliver/);
    expect(voiceCalls).toBe(2);
    expect(retryWaits).toEqual([1000]);
    await user.type(screen.getByRole('textbox', { name: 'What the ad is about' }), 'A bakery');
    await user.click(screen.getByRole('button', { name: 'Suggest scripts' }));
    await user.click(await screen.findByRole('button', { name: 'Use suggestion 2' }));
    expect(screen.getByRole('textbox', { name: 'Script' })).toHaveValue('Rosa bakes at dawn.');
    await user.click(screen.getByRole('button', { name: 'Generate a version' }));
    await screen.findByRole('listitem', { name: 'Version 1 · Oliver' });
    await pickVoice(user, /Ava/);
    await user.click(screen.getByRole('button', { name: 'Generate a version' }));
    const second = within(await screen.findByRole('listitem', { name: 'Version 2 · Ava' }));
    expect(second.getByLabelText('Listen to version 2')).toHaveAttribute(
      'src',
      'http://127.0.0.1/v1/uploads/v2.wav',
    );
    expect(second.getByText('Duration: 0:12')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dawn bakery');
    await user.click(screen.getByRole('button', { name: 'Keep version 1' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(`/acme/assets/generate/${ASSET}`));
    expect(writes.map(({ method, path, body }) => [method, path.replace(COMPANY, ''), body])).toEqual([
      ['POST', '/assets/audio/suggestion', { brief: 'A bakery', tone: 'friendly', duration_seconds: 30 }],
      ['POST', '/assets/audio/version', { script: 'Rosa bakes at dawn.', voice_id: 'en-gb-m1' }],
      ['POST', '/assets/audio/version', { script: 'Rosa bakes at dawn.', voice_id: 'en-us-f1' }],
      [
        'POST',
        '/assets',
        { kind: 'generated', name: 'Dawn bakery', script: 'Rosa bakes at dawn.', voice_id: 'en-gb-m1' },
      ],
    ]);
  });

  it('asks for a voice, a script and a brief before calling the service', async () => {
    const user = userEvent.setup();
    render('new');
    await screen.findByRole('button', { name: /Voice/ });
    await user.click(screen.getByRole('button', { name: 'Generate a version' }));
    expect(await screen.findByText('Script is required.')).toBeVisible();
    expect(screen.getByText('Choose a voice.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Suggest scripts' }));
    expect(await screen.findByText('Describe what the ad is about.')).toBeVisible();
    expect(writes).toEqual([]);
  });

  it('names each voice’s language and gender in the chosen locale', async () => {
    const user = userEvent.setup();
    render('new', undefined, 'de');
    await user.click(await screen.findByRole('button', { name: /Stimme/ }));
    const [ava, oliver] = await screen.findAllByRole('option');
    // The language is named as the runtime's Intl data names it, e.g. 'Englisch (Vereinigte Staaten)'.
    expect(ava).toHaveTextContent(/^Ava \(Englisch\b.*, weiblich\)$/);
    expect(oliver).toHaveTextContent(/^Oliver \(Englisch\b.*, männlich\)$/);
    expect(screen.queryByText(/en-US|en-GB|female/)).toBeNull();
  });

  it('says when the voices cannot be loaded after the retries', async () => {
    voiceFailures = 10;
    render('new');
    expect(await screen.findByText('The voices could not be loaded.')).toBeVisible();
    expect(voiceCalls).toBe(4);
    // Spec §9: three retries, after 1, 2 and 4 seconds.
    expect(retryWaits).toEqual([1000, 2000, 4000]);
  });

  it('lists the versions of a generated asset and keeps another one', async () => {
    const user = userEvent.setup();
    render(ASSET);
    const saved = within(await screen.findByRole('listitem', { name: 'Version 1 · Ava' }));
    expect(saved.getByText('The asset uses this version.')).toBeVisible();
    await pickVoice(user, /Oliver/);
    await user.click(screen.getByRole('button', { name: 'Generate a version' }));
    await screen.findByRole('listitem', { name: 'Version 2 · Oliver' });
    expect(writes[0]?.body).toEqual({
      script: 'Fresh bread daily.',
      voice_id: 'en-gb-m1',
      asset_uuid: ASSET,
    });
    await user.click(screen.getByRole('button', { name: 'Keep version 2' }));
    await waitFor(() =>
      expect(writes[1]).toEqual({
        method: 'PATCH',
        path: `${COMPANY}/assets/${ASSET}`,
        body: { name: 'Bakery read', script: 'Fresh bread daily.', voice_id: 'en-gb-m1' },
      }),
    );
    const kept = within(screen.getByRole('listitem', { name: 'Version 2 · Oliver' }));
    expect(await kept.findByText('The asset uses this version.')).toBeVisible();
    expect(screen.getAllByText('The asset uses this version.')).toHaveLength(1);
  });

  it('lists the audio of an asset kept from a version generated before the asset existed', async () => {
    savedVersions = [];
    render(ASSET);
    const kept = within(await screen.findByRole('listitem', { name: 'Version 1 · Ava' }));
    expect(kept.getByText('Fresh bread daily.')).toBeVisible();
    expect(kept.getByLabelText('Listen to version 1')).toHaveAttribute(
      'src',
      'http://127.0.0.1/v1/uploads/bakery.wav',
    );
    expect(kept.getByText('The asset uses this version.')).toBeVisible();
    expect(kept.queryByRole('button', { name: 'Keep version 1' })).not.toBeInTheDocument();
  });
});
