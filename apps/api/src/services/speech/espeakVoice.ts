/** The meSpeak voice file and variant that read a catalogue voice. */
export type EspeakVoice = { voice: string; variant: string | undefined };

/** meSpeak voice files by BCP 47 language tag, then by bare language as a fallback. */
const VOICE_FILES: Record<string, string> = {
  'en-us': 'en/en-us',
  'en-gb': 'en/en',
  en: 'en/en-us',
  de: 'de',
  'es-es': 'es',
  'es-mx': 'es-la',
  es: 'es',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  'pt-pt': 'pt-pt',
  pt: 'pt',
  sv: 'sv',
  zh: 'zh',
};

/** eSpeak variants that make the voice sound female or male. */
const VARIANTS: Record<string, string> = { female: 'f2', male: 'm3' };

/**
 * The meSpeak voice for a catalogue voice's language and gender: the language's voice file (or
 * American English when meSpeak has none) with a female or male variant.
 */
export function espeakVoiceFor(language: string, gender: string): EspeakVoice {
  const tag = language.toLowerCase();
  const bare = tag.split('-')[0] ?? tag;
  const voice = VOICE_FILES[tag] ?? VOICE_FILES[bare] ?? 'en/en-us';
  return { voice, variant: VARIANTS[gender] };
}
