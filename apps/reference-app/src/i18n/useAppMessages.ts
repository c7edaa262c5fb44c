import type { SupportedLocale } from '@earshot/react-components';
import { useEffect, useState } from 'react';
import { type AppMessages, loadAppMessages, loadedAppMessages } from './appCatalogues.ts';
import { logCatalogueFailure } from './logCatalogueFailure.ts';

/** A locale with the app's messages in it. */
export interface ShownAppMessages {
  locale: SupportedLocale;
  messages: AppMessages;
}

const english = () => loadedAppMessages('en') as AppMessages;

/**
 * The app's messages for `locale` once loaded, which this loads. Until then the locale shown before
 * shows (at first, English), so the first render is the same on the server as in the browser.
 */
export function useAppMessages(locale: SupportedLocale): ShownAppMessages {
  const [shown, setShown] = useState<SupportedLocale>(() => (loadedAppMessages(locale) ? locale : 'en'));
  useEffect(() => {
    let current = true;
    loadAppMessages(locale).then(() => current && setShown(locale), logCatalogueFailure(locale));
    return () => {
      current = false;
    };
  }, [locale]);
  const messages = loadedAppMessages(shown);
  return messages ? { locale: shown, messages } : { locale: 'en', messages: english() };
}
