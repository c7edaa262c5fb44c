import type { MessageKey } from '@earshot/react-components';
import { useEffect } from 'react';
import { type AppMessageKey, useAppMessage } from '../i18n/useAppMessage.ts';
import { documentTitle } from './documentTitle.ts';

/**
 * Sets the document's title (spec §1): the product name, followed by `page` (the title a screen gives,
 * most specific part first) or else by the message `title`; with neither, the product name alone.
 */
export function usePageTitle(
  title: AppMessageKey | MessageKey | undefined,
  page: readonly string[] | null = null,
): void {
  const t = useAppMessage();
  const text = documentTitle(t('app.name'), page ?? (title ? [t(title)] : []));
  useEffect(() => {
    document.title = text;
  }, [text]);
}
