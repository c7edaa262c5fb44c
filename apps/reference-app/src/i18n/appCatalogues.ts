import type { SupportedLocale } from '@earshot/react-components';
import en from './messages/en.json';
import type { AppMessageKey } from './useAppMessage.ts';

/** A complete app catalogue: a translation for every key of the English one. */
export type AppMessages = Record<AppMessageKey, string>;

/** Each locale's messages load on first use, so a first visit downloads only its own language. */
const loaders: Record<Exclude<SupportedLocale, 'en'>, () => Promise<AppMessages>> = {
  de: () => import('./messages/de.json').then((module) => module.default),
  es: () => import('./messages/es.json').then((module) => module.default),
  'es-MX': () => import('./messages/es-MX.json').then((module) => module.default),
  fr: () => import('./messages/fr.json').then((module) => module.default),
  'zh-CN': () => import('./messages/zh-CN.json').then((module) => module.default),
};

const loaded = new Map<SupportedLocale, AppMessages>([['en', en]]);

/** The app's messages of a locale once loaded, else `null`. */
export function loadedAppMessages(locale: SupportedLocale): AppMessages | null {
  return loaded.get(locale) ?? null;
}

/** Loads the app's messages of a locale (English is always there). */
export async function loadAppMessages(locale: SupportedLocale): Promise<AppMessages> {
  const ready = loaded.get(locale);
  if (ready) return ready;
  const messages = await loaders[locale as Exclude<SupportedLocale, 'en'>]();
  loaded.set(locale, messages);
  return messages;
}
