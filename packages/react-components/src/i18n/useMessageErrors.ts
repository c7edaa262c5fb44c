import { useCallback } from 'react';
import { type IntlConfig, ReactIntlErrorCode } from 'react-intl';
import { loadCatalogue, loadedCatalogue, type SupportedLocale } from './catalogues.ts';

type OnMessageError = NonNullable<IntlConfig['onError']>;

/**
 * The provider's handler of message errors. A message missing while the locale's whole catalogue has
 * not loaded loads it (a component that reads a screen's message without its family's hook shows it
 * once there); any other error goes to the console.
 */
export function useMessageErrors(locale: SupportedLocale): OnMessageError {
  return useCallback(
    (error) => {
      if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && !loadedCatalogue(locale)) {
        loadCatalogue(locale).catch((failure: unknown) => console.error(failure));
        return;
      }
      console.error(error);
    },
    [locale],
  );
}
