import { resolveLocale, type SupportedLocale } from '@earshot/react-components';

const LOCALE_KEY = 'earshot.locale';

/** The remembered locale, else the browser's closest supported one. */
export function initialLocale(): SupportedLocale {
  return resolveLocale(window.localStorage.getItem(LOCALE_KEY) ?? window.navigator.language);
}

/** Remembers the locale the user chose. */
export function rememberLocale(locale: SupportedLocale): void {
  window.localStorage.setItem(LOCALE_KEY, locale);
}
