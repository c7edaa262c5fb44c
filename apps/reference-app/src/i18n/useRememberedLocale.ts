import type { SupportedLocale } from '@earshot/react-components';
import { useEffect, useMemo, useState } from 'react';
import type { LocaleState } from './LocaleContext.ts';
import { rememberLocale } from './localeStore.ts';

/** The interface's locale, switchable at run time: remembered, and the document's `lang`. */
export function useRememberedLocale(initial: SupportedLocale | (() => SupportedLocale)): LocaleState {
  const [locale, setLocaleState] = useState<SupportedLocale>(initial);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return useMemo(
    () => ({
      locale,
      setLocale: (next: SupportedLocale) => {
        rememberLocale(next);
        setLocaleState(next);
      },
    }),
    [locale],
  );
}
