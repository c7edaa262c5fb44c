// Runs the meSpeak synthesizer (eSpeak compiled to JavaScript) off the server's event loop: a long
// script takes seconds of CPU. Plain JavaScript so it loads in any Node process without a TS loader.
// Receives { id, text, voice, variant } and answers { id, wav } (a WAV file) or { id, error }.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const meSpeak = require('mespeak');
meSpeak.loadConfig(require('mespeak/src/mespeak_config.json'));
const loadedVoices = new Set();

parentPort.on('message', ({ id, text, voice, variant }) => {
  try {
    if (!loadedVoices.has(voice)) {
      meSpeak.loadVoice(require(`mespeak/voices/${voice}.json`));
      loadedVoices.add(voice);
    }
    const wav = meSpeak.speak(text, { rawdata: 'buffer', voice, variant });
    if (!wav) throw new Error(`The synthesizer produced no audio for voice ${voice}`);
    const bytes = new Uint8Array(wav);
    parentPort.postMessage({ id, wav: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
