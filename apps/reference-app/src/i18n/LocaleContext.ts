import type { SupportedLocale } from '@earshot/react-components';
import { createContext, useContext } from 'react';

/** The locale and its setter. */
export interface LocaleState {
  locale: SupportedLocale;
  setLocale: (locale: SupportedLocale) => void;
}

/** The app's locale, switchable at run time. */
export const LocaleContext = createContext<LocaleState | null>(null);

/** The app's locale and its setter; throws outside the app root. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('No locale found: render inside <App>');
  return state;
}
