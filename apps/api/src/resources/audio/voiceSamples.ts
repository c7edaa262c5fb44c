import type { Context } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { synthesizeSpeechFile } from '../../services/speech/speechFile.ts';
import { storeUpload } from '../../services/uploads/uploadsRepository.ts';
import { sandboxFileUrl } from '../../services/uploads/uploadUrl.ts';
import { storageKey } from '../assets/uploadPolicy.ts';
import { setVoiceSample, type Voice } from './voicesRepository.ts';

/** What a voice says in its sample, by language; `{name}` is the voice's name. */
const SAMPLE_LINES: Record<string, string> = {
  en: "Hi, I'm {name}. This is how your audio ad will sound.",
  de: 'Hallo, ich bin {name}. So wird Ihre Audiowerbung klingen.',
  es: 'Hola, soy {name}. Así sonará tu anuncio de audio.',
  fr: 'Bonjour, je suis {name}. Voici comment votre annonce audio sonnera.',
  zh: '你好，我是{name}。这就是你的音频广告的声音。',
};

/** Samples being synthesized, by database and voice id, so concurrent listings share one synthesis. */
const inFlight = new WeakMap<Database, Map<string, Promise<string>>>();

function sampleLine(voice: Voice): string {
  const language = voice.language.toLowerCase().split('-')[0] ?? 'en';
  return (SAMPLE_LINES[language] ?? (SAMPLE_LINES.en as string)).replace('{name}', voice.name);
}

async function createSample(c: Context<AppEnv>, voice: Voice): Promise<string> {
  const speech = await synthesizeSpeechFile(sampleLine(voice), voice);
  const key = storageKey('voices', voice.id, speech.filename);
  const url = sandboxFileUrl(c.get('config').publicBaseUrl, key);
  await c.get('db').transaction(async (tx) => {
    await storeUpload(tx, { key, contentType: 'audio/wav', body: speech.wav }, c.get('now')());
    await setVoiceSample(tx, voice.id, key, url);
  });
  return url;
}

/**
 * The voices with a playable `sample_url` each: samples missing so far are synthesized once and
 * stored like uploads.
 */
export async function withSamples(c: Context<AppEnv>, voices: Voice[]): Promise<Voice[]> {
  return Promise.all(
    voices.map(async (voice) => {
      if (voice.sample_url) return voice;
      const db = c.get('db');
      const running = inFlight.get(db) ?? new Map<string, Promise<string>>();
      inFlight.set(db, running);
      let sample = running.get(voice.id);
      if (!sample) {
        sample = createSample(c, voice).finally(() => running.delete(voice.id));
        running.set(voice.id, sample);
      }
      return { ...voice, sample_url: await sample };
    }),
  );
}
