import { afterAll, describe, expect, it } from 'vitest';
import { type SpeechJob, SpeechPool } from '../src/services/speech/speechPool.ts';
import { SpeechUnavailableError } from '../src/services/speech/speechUnavailable.ts';
import { killSpeechWorkersMidJob, summarizeWav } from './speechWorkers.ts';

/** Starting a worker and a few syntheses take seconds on a busy machine. */
const SPEECH_MS = 60_000;

const english = (text: string): SpeechJob => ({ text, voice: 'en/en-us', variant: 'f2' });

/** A script near the validators' 5,000-character limit: about a second and a half of synthesis. */
const LONG_SCRIPT = 'Our headphones bring every detail of your favourite shows to life. '.repeat(74);

async function rejection(promise: Promise<unknown>): Promise<SpeechUnavailableError> {
  const error = await promise.then(
    () => expect.fail('the job succeeded'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SpeechUnavailableError);
  return error as SpeechUnavailableError;
}

describe('speech pool', () => {
  const pool = new SpeechPool();
  afterAll(() => pool.close());

  async function speak(text: string) {
    return summarizeWav(await pool.synthesize(english(text)));
  }

  // Each of these is an eSpeak option when read as one: it would write elsewhere (-w), say nothing
  // (-q), print the usage (--help) or stop on an unknown option (-1), and answer no audio.
  it.each([
    ['-w /tmp/x.wav hello', 2],
    ['-q hello', 0.5],
    ['--help', 0.3],
    ['-1', 0.3],
    ['--path=/etc hello', 1],
    ['-m <speak>hello</speak>', 1],
  ])(
    'reads the option-like script %j aloud as words',
    async (script, minSeconds) => {
      const wav = await speak(script);
      expect(wav.rms, 'the audio is not silence').toBeGreaterThan(100);
      expect(wav.seconds).toBeGreaterThan(minSeconds);
    },
    SPEECH_MS,
  );

  it(
    'reads a script longer with words after an option-like start than without them',
    async () => {
      const bare = await speak('hello');
      const withOption = await speak('-w /tmp/x.wav hello');
      expect(withOption.seconds).toBeGreaterThan(bare.seconds + 1);
    },
    SPEECH_MS,
  );

  it(
    'reads accented and Chinese text as UTF-8, not as mangled bytes',
    async () => {
      const chinese = summarizeWav(
        await pool.synthesize({ text: '你好，我是安娜。', voice: 'zh', variant: 'f2' }),
      );
      expect(chinese.rms).toBeGreaterThan(100);
      expect(chinese.seconds).toBeGreaterThan(1);
      const spanish = summarizeWav(
        await pool.synthesize({ text: 'Así sonará tu anuncio.', voice: 'es', variant: 'f2' }),
      );
      expect(spanish.rms).toBeGreaterThan(100);
    },
    SPEECH_MS,
  );

  it(
    'reads a script at the length limit',
    async () => {
      expect(LONG_SCRIPT.length).toBeLessThanOrEqual(5000);
      expect((await speak(LONG_SCRIPT)).seconds).toBeGreaterThan(200);
      // Numbers are read as many words: about nine minutes, within a worker's default heap limit.
      const numbers = '1234567890123 '.repeat(357);
      expect(numbers.length).toBeLessThanOrEqual(5000);
      expect((await speak(numbers)).seconds).toBeGreaterThan(400);
    },
    SPEECH_MS,
  );

  it(
    'keeps reading past the 80 runs after which one meSpeak engine breaks',
    async () => {
      const small = new SpeechPool({ concurrency: 1 });
      try {
        for (let run = 1; run <= 90; run++) {
          const wav = summarizeWav(await small.synthesize(english('Hi.')));
          expect(wav.rms, `run ${run}`).toBeGreaterThan(100);
        }
      } finally {
        await small.close();
      }
    },
    SPEECH_MS * 2,
  );

  it(
    'fails the job of a worker killed mid-job, and reads the next script with a new worker',
    async () => {
      await speak('Warm up.');
      const killed = rejection(pool.synthesize(english(LONG_SCRIPT)));
      await killSpeechWorkersMidJob();
      const error = await killed;
      expect(error.reason).toBe('crashed');
      expect(error.message).toMatch(/stopped while reading/);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect((await speak('Back again.')).rms).toBeGreaterThan(100);
    },
    SPEECH_MS,
  );

  it(
    'times out a job that runs too long and stops its worker',
    async () => {
      const impatient = new SpeechPool({ jobTimeoutMs: 1 });
      try {
        const error = await rejection(impatient.synthesize(english(LONG_SCRIPT)));
        expect(error.reason).toBe('timeout');
        expect(error.message).toMatch(/took too long/);
      } finally {
        await impatient.close();
      }
    },
    SPEECH_MS,
  );

  it(
    'refuses jobs beyond the queue as busy, and runs those it accepted',
    async () => {
      const narrow = new SpeechPool({ concurrency: 1, maxQueued: 1, retryAfterSeconds: 7 });
      try {
        const accepted = [narrow.synthesize(english('One.')), narrow.synthesize(english('Two.'))];
        const refused = await rejection(narrow.synthesize(english('Three.')));
        expect(refused).toMatchObject({ reason: 'busy', retryAfterSeconds: 7 });
        for (const wav of await Promise.all(accepted)) expect(summarizeWav(wav).rms).toBeGreaterThan(100);
      } finally {
        await narrow.close();
      }
    },
    SPEECH_MS,
  );

  it('fails waiting jobs and refuses new ones once closed', async () => {
    const closing = new SpeechPool({ concurrency: 1 });
    const waiting = rejection(closing.synthesize(english('Never read.')));
    await closing.close();
    expect((await waiting).reason).toBe('closed');
    expect((await rejection(closing.synthesize(english('Too late.')))).reason).toBe('closed');
  });
});
