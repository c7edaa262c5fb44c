import { scriptFit } from '@earshot/validators';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';

/** Props of {@link ScriptFitNote}. */
export interface ScriptFitNoteProps {
  script: string;
  /** The spot's length in seconds. */
  seconds: number;
  /** The script's language (the voice's), so words are counted as that language writes them. */
  language: string | undefined;
}

/**
 * The script's words against what the spot holds (about 55 to 75 for 30 s, `scriptFit` of
 * @earshot/validators), updated as it is typed: too short, fits or too long, in words.
 */
export function ScriptFitNote({ script, seconds, language }: ScriptFitNoteProps) {
  const t = useAssetMessage();
  const { words, min, max, verdict } = scriptFit(script, seconds, language);
  return <span data-fit={verdict}>{t(`audioGenerator.words.${verdict}`, { words, seconds, min, max })}</span>;
}
