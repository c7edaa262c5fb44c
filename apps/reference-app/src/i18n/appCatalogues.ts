import type { SupportedLocale } from '@earshot/react-components';
import { type AppMessages, en } from './messages/en.ts';

/** Each locale's messages load on first use, so a first visit downloads only its own language. */
const loaders: Record<Exclude<SupportedLocale, 'en'>, () => Promise<AppMessages>> = {
  de: () => import('./messages/de.ts').then((module) => module.de),
  es: () => import('./messages/es.ts').then((module) => module.es),
  'es-MX': () => import('./messages/esMX.ts').then((module) => module.esMX),
  fr: () => import('./messages/fr.ts').then((module) => module.fr),
  'zh-CN': () => import('./messages/zhCN.ts').then((module) => module.zhCN),
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
