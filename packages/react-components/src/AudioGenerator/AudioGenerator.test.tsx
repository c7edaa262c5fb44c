import '@testing-library/jest-dom/vitest';
import { runPreflight } from '@earshot/validators';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetFixture, TEST_ADVERTISER } from '../../test/assetFixtures.ts';
import { json, startServer } from '../../test/httpServer.ts';
import { readJson } from '../../test/readBody.ts';
import { renderWithServer } from '../../test/renderWithServer.tsx';
import { stubWebAudio } from '../../test/webAudio.ts';
import { AudioGenerator } from './AudioGenerator.tsx';

const ADVERTISER = TEST_ADVERTISER;
const COMPANY = `/v1/companies/${ADVERTISER}`;
let server: Awaited<ReturnType<typeof startServer>>;
/** The voices: Ava's sample is a file the test server holds, Oliver has none yet. */
const voices = () => [
  {
    id: 'en-us-f1',
    name: 'Ava',
    language: 'en-US',
    gender: 'female',
    sample_url: `${server.url}/v1/uploads/voice-ava.wav`,
  },
  { id: 'en-gb-m1', name: 'Oliver', language: 'en-GB', gender: 'male', sample_url: null },
];
/** A version whose audio the test server holds (it is made once the server runs). */
const version = (n: number, script: string, voiceId: string, assetUuid: string | null) => ({
  external_id: `v${n}`,
  asset_uuid: assetUuid,
  script,
  voice_id: voiceId,
  status: 'ready',
  audio_url: `${server.url}/v1/uploads/v${n}.wav`,
  duration_seconds: 12.4,
  created_at: '2026-03-01T09:00:00Z',
});
/** What the server measured of the generated asset's audio: a spread of passes and a loud fail. */
const assetPreflight = runPreflight(
  {
    durationSeconds: 12.4,
    sampleRate: 22050,
    channels: 1,
    bitrateKbps: 353,
    integratedLufs: -12.5,
    truePeakDbtp: -3,
  },
  'iab',
);
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
  let writes: { method: string; path: string; body: Record<string, unknown> }[];
  let voiceFailures: number;
  let voiceCalls: number;
  /** The waits the client took between attempts at the voices: recorded, not slept. */
  let retryWaits: number[];
  let savedVersions: ReturnType<typeof version>[];
  let storedAsset: typeof generatedAsset;
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      const path = url.pathname;
      if (path === `${COMPANY}/assets/audio/voices`) {
        voiceCalls++;
        if (voiceCalls <= voiceFailures) return json(response, 503, { Message: 'Busy', type: 'error' });
        return json(response, 200, voices());
      }
      // The stored files: a player asks for them across origins (the answer needs no body here).
      if (path.startsWith('/v1/uploads/')) {
        const status = request.method === 'OPTIONS' ? 204 : 404;
        return void response.writeHead(status, { 'access-control-allow-origin': '*' }).end();
      }
      if (path === `${COMPANY}/assets/audio/version` && request.method === 'GET') {
        expect(url.searchParams.get('asset_uuid')).toBe(ASSET);
        return json(response, 200, savedVersions);
      }
      if (path === `${COMPANY}/assets/${ASSET}` && request.method === 'GET') {
        return json(response, 200, storedAsset);
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
    storedAsset = generatedAsset;
    stubWebAudio();
  });
  afterEach(() => vi.unstubAllGlobals());

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
    expect(second.getByRole('group', { name: 'Listen to version 2' })).toBeVisible();
    await waitFor(() => expect(server.received).toContain('GET /v1/uploads/v2.wav'));
    expect(second.getByText('Duration: 0:12')).toBeVisible();
    // No asset holds a version yet, so none has a pre-flight.
    expect(second.queryByText(/Ready for|Not ready for|Checking…/)).toBeNull();
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
    storedAsset = { ...generatedAsset, peaks: { min: [-0.3, -0.2], max: [0.3, 0.2] } };
    render(ASSET);
    const kept = within(await screen.findByRole('listitem', { name: 'Version 1 · Ava' }));
    expect(kept.getByText('Fresh bread daily.')).toBeVisible();
    // The asset's stored waveform draws its player: the audio is not fetched to draw it.
    const player = kept.getByRole('group', { name: 'Listen to version 1' });
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'ready'));
    expect(player.querySelector('audio')).toHaveAttribute('src', 'http://127.0.0.1/v1/uploads/bakery.wav');
    expect(kept.getByText('The asset uses this version.')).toBeVisible();
    expect(kept.queryByRole('button', { name: 'Keep version 1' })).not.toBeInTheDocument();
  });

  it('shows the pre-flight of the kept version’s audio, and says while the server checks it', async () => {
    storedAsset = { ...generatedAsset, preflight: assetPreflight };
    const { unmount } = render(ASSET);
    const kept = within(await screen.findByRole('listitem', { name: 'Version 1 · Ava' }));
    expect(kept.getByText('Not ready for IAB')).toBeVisible();
    const loudness = within(kept.getByText('Loudness').closest('li') as HTMLElement);
    expect(loudness.getByText('Measured: −12.5 LUFS · Expected: −16 LUFS ± 2 LU')).toBeVisible();
    expect(loudness.getByText('Turn the audio down: normalize it for this destination.')).toBeVisible();
    expect(
      within(kept.getByText('Sample rate').closest('li') as HTMLElement).getByText('Warning'),
    ).toBeVisible();
    unmount();
    storedAsset = generatedAsset;
    render(ASSET);
    const checking = within(await screen.findByRole('listitem', { name: 'Version 1 · Ava' }));
    expect(checking.getByText('Checking…')).toBeVisible();
  });

  it('counts the script’s words against the spot length as it is typed, and suggests scripts of that length', async () => {
    const user = userEvent.setup();
    render('new');
    const script = await screen.findByRole('textbox', { name: 'Script' });
    expect(script).toHaveAccessibleDescription(
      '0 words: short for a 30-second spot, which takes about 55 to 75.',
    );
    await user.type(script, 'Fresh bread every morning at Rosa’s bakery.');
    expect(script).toHaveAccessibleDescription(
      '7 words: short for a 30-second spot, which takes about 55 to 75.',
    );
    await user.clear(script);
    await user.type(script, Array.from({ length: 30 }, (_, index) => `word${index}`).join(' '));
    expect(screen.getByText(/^30 words: short for a 30-second spot/)).toHaveAttribute(
      'data-fit',
      'too_short',
    );
    await user.click(screen.getByRole('radio', { name: '15 seconds' }));
    expect(script).toHaveAccessibleDescription('30 words: fits a 15-second spot (about 28 to 38).');
    await user.type(script, ' one more word than fifteen seconds hold, and then some words more to say');
    expect(script).toHaveAccessibleDescription(
      '44 words: too long for a 15-second spot, which takes about 28 to 38.',
    );
    await user.type(screen.getByRole('textbox', { name: 'What the ad is about' }), 'A bakery');
    await user.click(screen.getByRole('button', { name: 'Suggest scripts' }));
    await screen.findByRole('button', { name: 'Use suggestion 1' });
    expect(writes[0]?.body).toEqual({ brief: 'A bakery', tone: 'friendly', duration_seconds: 15 });
  });

  it('plays the picked voice’s sample before generating', async () => {
    const user = userEvent.setup();
    render('new');
    await pickVoice(user, /Ava/);
    expect(screen.getByRole('group', { name: 'Listen to Ava’s voice sample' })).toBeVisible();
    await waitFor(() => expect(server.received).toContain('GET /v1/uploads/voice-ava.wav'));
    await pickVoice(user, /Oliver/);
    expect(screen.queryByRole('group', { name: /voice sample/ })).toBeNull();
    expect(screen.getByText('This voice has no sample to listen to yet.')).toBeVisible();
    expect(writes).toEqual([]);
  });
});
