/** The tone a suggested script is written in. */
export type ScriptTone = 'friendly' | 'energetic' | 'calm' | 'professional';

/** What script suggestions are built from. */
export type ScriptBrief = {
  /** What the ad is about, in the advertiser's words. */
  brief: string;
  /** @default 'friendly' */
  tone?: ScriptTone;
  /** Spot length the scripts should fit. @default 30 */
  durationSeconds?: 15 | 30 | 60;
  advertiserName: string;
  /** The advertiser's domain, e.g. `acme-audio.com`; `null` when it has none. */
  advertiserUrl: string | null;
};

/** Words a voice speaks per second at a natural ad-read pace. */
const WORDS_PER_SECOND = 2.5;

const OPENERS: Record<ScriptTone, string> = {
  friendly: 'Hey there!',
  energetic: 'Big news!',
  calm: 'Take a moment.',
  professional: 'A message from',
};

const CALLS_TO_ACTION: Record<ScriptTone, string> = {
  friendly: 'Come say hi at',
  energetic: "Don't wait, head to",
  calm: 'When you are ready, visit',
  professional: 'Learn more at',
};

/**
 * Builds three script suggestions from a brief. Deterministic: the same brief always yields the
 * same scripts, so users and tests can rely on them. Each script fits the spoken length of the spot.
 */
export function suggestScripts(input: ScriptBrief): string[] {
  const tone = input.tone ?? 'friendly';
  const maxWords = Math.floor((input.durationSeconds ?? 30) * WORDS_PER_SECOND);
  const sentences = input.brief
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/[.!?]+$/, ''))
    .filter((sentence) => sentence.length > 0);
  const offer = sentences[0] ?? input.brief.trim();
  const details = sentences.slice(1).join('. ');
  const name = input.advertiserName;
  const destination = input.advertiserUrl ?? `${name} online`;
  const opener = tone === 'professional' ? `${OPENERS.professional} ${name}.` : OPENERS[tone];
  const cta = `${CALLS_TO_ACTION[tone]} ${destination}.`;
  const extra = details ? ` ${details}.` : '';

  return [
    `${opener} ${capitalize(offer)}.${extra} ${cta}`,
    `Looking for ${lowercaseFirst(offer)}? ${name} has you covered.${extra} ${cta}`,
    `Picture this: ${lowercaseFirst(offer)}. That is what ${name} is all about. ${cta}`,
  ].map((script) => fitToWords(script, maxWords));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowercaseFirst(text: string): string {
  // Keep acronyms and brand names ("AI", "iPhone") as written.
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function fitToWords(script: string, maxWords: number): string {
  const words = script.split(' ');
  if (words.length <= maxWords) return script;
  return `${words
    .slice(0, maxWords)
    .join(' ')
    .replace(/[,.;:!?]+$/, '')}.`;
}
