// One speech worker process (see speechPool.ts): runs the meSpeak synthesizer (eSpeak compiled to
// JavaScript) for one job at a time. Plain JavaScript so it starts in any Node process without a
// TS loader. Says { ready: true } once loaded; receives { id, text, voice, variant } and answers
// { id, wav, rss } (a WAV file and this process's resident memory) or { id, error }, after which
// the pool retires it: a failed run can leave the engine in a broken state.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// meSpeak announces on load that it cannot play sound here; writing files is all it is used for.
const warn = console.warn;
console.warn = () => undefined;
const meSpeak = require('mespeak');
console.warn = warn;
meSpeak.loadConfig(require('mespeak/src/mespeak_config.json'));
const loadedVoices = new Set();

/**
 * The eSpeak command-line argument that reads `text` aloud, and never an option. meSpeak passes
 * the text as the last element of eSpeak's argv, which eSpeak parses with getopt_long: an element
 * starting with `-` is read as options wherever it stands (`-w file`, `-q`, `--help`…), and without
 * words left eSpeak reads standard input. An element starting with a space is a plain argument,
 * and a space before the words changes nothing in the speech. The text is also encoded as UTF-8
 * bytes, one character per byte, since eSpeak reads UTF-8 (`-b 1`) and the emscripten runtime
 * copies each character's low byte only.
 */
function textArgument(text) {
  return ` ${Buffer.from(text, 'utf8').toString('latin1')}`;
}

process.on('message', ({ id, text, voice, variant }) => {
  try {
    if (!loadedVoices.has(voice)) {
      meSpeak.loadVoice(require(`mespeak/voices/${voice}.json`));
      loadedVoices.add(voice);
    }
    const wav = meSpeak.speak(textArgument(text), { rawdata: 'array', voice, variant });
    if (!wav) throw new Error(`The synthesizer produced no audio for voice ${voice}`);
    process.send({ id, wav: Uint8Array.from(wav), rss: process.memoryUsage.rss() });
  } catch (error) {
    // eSpeak ends a run by throwing `exit(n) called…` strings rather than errors.
    process.send({ id, error: error instanceof Error ? error.message : String(error).split('\n')[0] });
  }
});

// The pool that started this process is gone (or let it go): nothing will ask for speech again.
process.on('disconnect', () => process.exit(0));

process.send({ ready: true });
