import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** The button's label before copying, e.g. 'Copy snippet'. */
  label: string;
  /** The feedback once the text is on the clipboard, e.g. 'Snippet copied'. */
  copiedLabel: string;
  /** Disables copying, e.g. while the text is invalid. */
  isDisabled?: boolean;
}

/** Copies a text to the clipboard and says whether that worked, next to the button. */
export function CopyButton({ text, label, copiedLabel, isDisabled = false }: CopyButtonProps) {
  const t = usePixelsMessage();
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      // A browser may refuse the clipboard (no permission, insecure origin): say so instead of failing silently.
      setOutcome('failed');
    }
  };
  return (
    <span>
      <Button variant="secondary" size="small" isDisabled={isDisabled} onPress={() => void copy()}>
        {outcome === 'copied' ? copiedLabel : label}
      </Button>{' '}
      <span role="status">{outcome === 'failed' ? t('pixels.copyFailed') : ''}</span>
    </span>
  );
}
