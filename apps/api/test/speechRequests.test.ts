import { expect, it } from 'vitest';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';
import { killSpeechWorkersMidJob, summarizeWav } from './speechWorkers.ts';

const { onboarded: advertiser } = demoAdvertisers;
const versions = `/companies/${advertiser}/assets/audio/version`;

/** Starting a worker and a few syntheses take seconds on a busy machine. */
const SPEECH_MS = 60_000;

/** The validators' limit on a script's length. */
const SCRIPT_LIMIT = 5000;

describeDatabases('speech requests', (database) => {
  const { call } = roleSessionsForSuite(database);

  /** Generates a version as the demo editor, checking it answers 201 with a playable, audible WAV. */
  async function generate(script: string, voice_id = 'en-gb-female-1') {
    const created = await call('editor', 'POST', versions, { script, voice_id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const file = await fetch(created.body.audio_url);
    expect(file.status).toBe(200);
    const wav = summarizeWav(new Uint8Array(await file.arrayBuffer()));
    expect(wav.rms, 'the audio is not silence').toBeGreaterThan(100);
    expect(created.body.duration_seconds).toBeCloseTo(wav.seconds, 2);
    return { version: created.body, wav };
  }

  it.each(['-w /tmp/x.wav hello', '-1', '--help', '-q hello', '  -v en hello  ', 'Grüße aus Köln — 你好!'])(
    'reads the script %j aloud as text',
    async (script) => {
      await generate(script);
    },
    SPEECH_MS,
  );

  it(
    'answers a WAV file, silent, for a script with nothing to say',
    async () => {
      const created = await call('editor', 'POST', versions, { script: '--', voice_id: 'en-gb-female-1' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const file = await fetch(created.body.audio_url);
      const wav = summarizeWav(new Uint8Array(await file.arrayBuffer()));
      expect(created.body.duration_seconds).toBeCloseTo(wav.seconds, 2);
    },
    SPEECH_MS,
  );

  it(
    'regenerates a version from an option-like script as text',
    async () => {
      const { version } = await generate('Plain words.');
      const regenerated = await call('editor', 'POST', `${versions}/${version.external_id}`, {
        script: '-q -w /dev/null',
      });
      expect(regenerated.status, JSON.stringify(regenerated.body)).toBe(200);
      expect(regenerated.body.script).toBe('-q -w /dev/null');
      const file = await fetch(regenerated.body.audio_url);
      expect(summarizeWav(new Uint8Array(await file.arrayBuffer())).rms).toBeGreaterThan(100);
    },
    SPEECH_MS,
  );

  it(
    'reads a script at the length limit, and refuses a longer one or only whitespace with a field error',
    async () => {
      // Mostly blank, so that storing its audio stays quick; speechPool.test.ts reads a long text.
      const sentence = `-w x Fresh coffee every morning.${' '.repeat(200)}`;
      const words = sentence.repeat(Math.ceil(SCRIPT_LIMIT / sentence.length)).slice(0, SCRIPT_LIMIT - 1);
      const longest = `${words}.`;
      expect(longest).toHaveLength(SCRIPT_LIMIT);
      const { wav } = await generate(longest);
      expect(wav.seconds).toBeGreaterThan(20);

      const tooLong = await call('editor', 'POST', versions, {
        script: `${longest}x`,
        voice_id: 'en-gb-female-1',
      });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body).toMatchObject({
        code: 'validation_failed',
        fields: { script: 'audio.script.max' },
      });
      expect(tooLong.body.Message).toEqual(expect.any(String));

      const blank = await call('editor', 'POST', versions, { script: ' \n\t ', voice_id: 'en-gb-female-1' });
      expect(blank.status).toBe(422);
      expect(blank.body.fields).toEqual({ script: 'audio.script.required' });
    },
    SPEECH_MS,
  );

  it(
    'answers 503 with Retry-After when the speech worker dies mid-job, and reads the next script',
    async () => {
      await generate('Warm up.');
      const script = 'Our headphones bring every detail of your favourite shows to life. '.repeat(70);
      const answer = call('editor', 'POST', versions, { script, voice_id: 'en-gb-female-1' });
      await killSpeechWorkersMidJob();
      const failed = await answer;
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ type: 'error', code: 'speech_crashed' });
      expect(failed.body.Message).toMatch(/try again/);
      expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0);
      await generate('Back again.');
    },
    SPEECH_MS,
  );

  it(
    'stays up through 120 syntheses in a row, past the 81st that used to end the server',
    async () => {
      for (let request = 1; request <= 120; request++) {
        const created = await call('editor', 'POST', versions, { script: 'Hi.', voice_id: 'en-gb-female-1' });
        expect(created.status, `request ${request}: ${JSON.stringify(created.body)}`).toBe(201);
      }
      await generate('Still here.');
    },
    SPEECH_MS * 3,
  );
});
