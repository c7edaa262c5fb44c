import { expect, it } from 'vitest';
import { synthesizeMissingSpeech } from '../src/resources/audio/seedSpeech.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

/** Synthesis runs in a worker thread; on a busy machine a few sentences take seconds. */
const SYNTHESIS_MS = 60_000;

/** A decoded WAV file: its format and 16-bit samples. */
type DecodedWav = { sampleRate: number; channels: number; bitsPerSample: number; samples: Int16Array };

/** Decodes a PCM WAV file by walking its RIFF chunks; fails the test when it is not one. */
function decodeWav(bytes: Buffer): DecodedWav {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  let format: Omit<DecodedWav, 'samples'> | undefined;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      expect(bytes.readUInt16LE(offset + 8)).toBe(1); // PCM
      format = {
        channels: bytes.readUInt16LE(offset + 10),
        sampleRate: bytes.readUInt32LE(offset + 12),
        bitsPerSample: bytes.readUInt16LE(offset + 22),
      };
    }
    if (id === 'data') {
      expect(format).toBeDefined();
      expect(format?.bitsPerSample).toBe(16);
      expect(offset + 8 + size).toBeLessThanOrEqual(bytes.length);
      const data = bytes.subarray(offset + 8, offset + 8 + size);
      const samples = new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length));
      return { ...(format as Omit<DecodedWav, 'samples'>), samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('The WAV file has no data chunk');
}

/** Fetches a generated file and checks it is served as a WAV that decodes to audible sound. */
async function fetchSpeech(url: string): Promise<{ wav: DecodedWav; bytes: Buffer; seconds: number }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('audio/wav');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.headers.get('content-length')).toBe(String(bytes.length));
  const wav = decodeWav(bytes);
  expect(wav.sampleRate).toBeGreaterThanOrEqual(8000);
  expect(wav.channels).toBe(1);
  const rms = Math.sqrt(wav.samples.reduce((sum, sample) => sum + sample * sample, 0) / wav.samples.length);
  expect(rms, 'the audio is not silence').toBeGreaterThan(100);
  return { wav, bytes, seconds: wav.samples.length / wav.channels / wav.sampleRate };
}

describeDatabases('audio generation', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  async function createVersion(script: string, voice_id: string) {
    const created = await call('owner', 'POST', `/companies/${advertiser}/assets/audio/version`, {
      script,
      voice_id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  it(
    'generates a playable WAV for a script whose measured length is the stored duration',
    async () => {
      const version = await createVersion(
        'Winter deals are here. Visit acme dot example today and save twenty percent.',
        'en-us-female-1',
      );
      expect(version).toMatchObject({ status: 'ready', voice_id: 'en-us-female-1', asset_uuid: null });
      expect(version.audio_url).toMatch(/\/v1\/uploads\/advertisers\/.+\.wav$/);
      const { seconds } = await fetchSpeech(version.audio_url);
      expect(seconds).toBeGreaterThan(2);
      expect(version.duration_seconds).toBeCloseTo(seconds, 2);

      const read = await call(
        'owner',
        'GET',
        `/companies/${advertiser}/assets/audio/version/${version.external_id}`,
      );
      expect(read.status).toBe(200);
      expect(read.body).toEqual(version);
    },
    SYNTHESIS_MS,
  );

  it(
    'regenerates a version with a new script and voice, replacing its file',
    async () => {
      const first = await createVersion('Short read.', 'en-us-male-1');
      const firstAudio = await fetchSpeech(first.audio_url);
      const regenerated = await call(
        'owner',
        'POST',
        `/companies/${advertiser}/assets/audio/version/${first.external_id}`,
        {
          script: 'A much longer read: our headphones bring every detail of your favourite shows to life.',
          voice_id: 'en-gb-female-1',
        },
      );
      expect(regenerated.status).toBe(200);
      expect(regenerated.body).toMatchObject({ external_id: first.external_id, voice_id: 'en-gb-female-1' });
      expect(regenerated.body.audio_url).not.toBe(first.audio_url);
      const { seconds, bytes } = await fetchSpeech(regenerated.body.audio_url);
      expect(seconds).toBeGreaterThan(firstAudio.seconds);
      expect(regenerated.body.duration_seconds).toBeCloseTo(seconds, 2);
      expect(bytes.equals(firstAudio.bytes)).toBe(false);
      expect((await fetch(first.audio_url)).status).toBe(404);
    },
    SYNTHESIS_MS,
  );

  it(
    'reads the same script differently with a female and a male voice, and in German',
    async () => {
      const script = 'Hello and welcome.';
      const female = await fetchSpeech((await createVersion(script, 'en-us-female-1')).audio_url);
      const male = await fetchSpeech((await createVersion(script, 'en-us-male-1')).audio_url);
      expect(female.bytes.equals(male.bytes)).toBe(false);
      const german = await createVersion('Willkommen in Berlin.', 'de-de-male-1');
      expect((await fetchSpeech(german.audio_url)).seconds).toBeCloseTo(german.duration_seconds, 2);
    },
    SYNTHESIS_MS,
  );

  it(
    'lists voices with a playable sample each',
    async () => {
      const voices = await call('owner', 'GET', `/companies/${advertiser}/assets/audio/voices`);
      expect(voices.status).toBe(200);
      expect(voices.body.length).toBeGreaterThan(0);
      for (const voice of voices.body as { sample_url: string | null }[]) {
        expect(voice.sample_url).toMatch(/\/v1\/uploads\/voices\/.+\.wav$/);
      }
      const sample = await fetchSpeech(voices.body[0].sample_url);
      expect(sample.seconds).toBeGreaterThan(1);
      const again = await call('owner', 'GET', `/companies/${advertiser}/assets/audio/voices`);
      expect(again.body).toEqual(voices.body);
    },
    SYNTHESIS_MS,
  );

  it(
    'reads a generated asset aloud, and again when its script changes',
    async () => {
      const path = `/companies/${advertiser}/assets`;
      const created = await call('owner', 'POST', path, {
        kind: 'generated',
        name: 'Morning read',
        script: 'Good morning from Acme.',
        voice_id: 'fr-fr-female-1',
      });
      expect(created.status).toBe(201);
      const asset = created.body.asset;
      expect(asset).toMatchObject({ status: 'ready', content_type: 'audio/wav' });
      expect((await fetchSpeech(asset.file_url)).seconds).toBeCloseTo(asset.duration_seconds, 2);

      const renamed = await call('owner', 'PATCH', `${path}/${asset.uuid}`, {
        name: 'Renamed',
      });
      expect(renamed.body.file_url).toBe(asset.file_url);

      const rewritten = await call('owner', 'PATCH', `${path}/${asset.uuid}`, {
        script: 'Good morning from Acme, where every morning starts with fresh coffee and good news.',
      });
      expect(rewritten.status).toBe(200);
      expect(rewritten.body.file_url).not.toBe(asset.file_url);
      const { seconds } = await fetchSpeech(rewritten.body.file_url);
      expect(seconds).toBeGreaterThan(asset.duration_seconds);
      expect(rewritten.body.duration_seconds).toBeCloseTo(seconds, 2);
      expect((await fetch(asset.file_url)).status).toBe(404);
    },
    SYNTHESIS_MS,
  );

  it('reads the seeded demo scripts aloud once, for pnpm seed', async () => {
    const { db, baseUrl } = sessions.api;
    expect(await synthesizeMissingSpeech(db, baseUrl, new Date())).toBeGreaterThan(0);
    const versions = await call('owner', 'GET', `/companies/${advertiser}/assets/audio/version`);
    for (const version of versions.body as { audio_url: string | null; duration_seconds: number | null }[]) {
      expect(version.audio_url).toMatch(/\.wav$/);
      expect(version.duration_seconds).toBeGreaterThan(0);
    }
    const seeded = versions.body.at(-1);
    expect((await fetchSpeech(seeded.audio_url)).seconds).toBeCloseTo(seeded.duration_seconds, 2);
    const assets = await call('owner', 'GET', `/companies/${advertiser}/assets`);
    for (const asset of assets.body.filter((candidate: { kind: string }) => candidate.kind === 'generated')) {
      expect(asset).toMatchObject({ status: 'ready', file_url: expect.stringMatching(/\.wav$/) });
    }
    expect(await synthesizeMissingSpeech(db, baseUrl, new Date())).toBe(0);
  }, 120_000);

  it('refuses an unknown voice before generating anything', async () => {
    const { db } = sessions.api;
    const { rows: before } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    const answer = await call('owner', 'POST', `/companies/${advertiser}/assets/audio/version`, {
      script: 'Nobody reads this.',
      voice_id: 'no-such-voice',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual({ voice_id: 'audio.voice_id.unknown' });
    const { rows: after } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
