import { creativeVastUrl, type Schema } from '@earshot/sdk-core';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';

/** How long the button says "Copied" after copying, in milliseconds. */
export const COPIED_FOR_MS = 2000;

/** Props of {@link CopyVastTagButton}. */
export interface CopyVastTagButtonProps {
  /** The advertiser the creative belongs to (its uuid). */
  advertiserId: string;
  /** The creative whose tag is copied, with the key that opens it without a session; its name goes into the button's accessible name. */
  creative: Pick<Schema<'Creative'>, 'id' | 'name' | 'status' | 'vast_key'>;
  /**
   * The size of the button: `small` in table rows.
   * @default 'medium'
   */
  size?: ButtonProps['size'];
}

/**
 * Copies the address of a creative's VAST 4.2 audio tag to the clipboard, for an ad server or a
 * player, and says so on the button for a moment (`data-copied`) and in a toast. Where the clipboard
 * is out of reach, an error toast shows the address to copy by hand. Disabled until the creative is
 * ready, as its tag answers nothing playable before.
 */
export function CopyVastTagButton({ advertiserId, creative, size }: CopyVastTagButtonProps) {
  const t = useAssetMessage();
  const { client, toasts } = usePlatform();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    let url: string | null = null;
    try {
      url = creativeVastUrl(client, advertiserId, creative.id, creative.vast_key);
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toasts.notify({ kind: 'success', message: t('copyVast.copiedToast', { name: creative.name }) });
    } catch (error) {
      const message = url ? t('copyVast.failed', { url }) : (error as Error).message;
      toasts.notify({ kind: 'error', message });
    }
  };

  return (
    <Button
      variant="secondary"
      size={size}
      isDisabled={creative.status !== 'ready'}
      data-copied={copied || undefined}
      aria-label={t(copied ? 'copyVast.copiedOf' : 'copyVast.buttonOf', { name: creative.name })}
      onPress={() => void copy()}
    >
      {t(copied ? 'copyVast.copied' : 'copyVast.button')}
    </Button>
  );
}
