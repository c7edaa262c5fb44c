import { catalogues, type SupportedLocale } from '@earshot/react-components';
import { de } from './messages/de.ts';
import { type AppMessages, en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { esMX } from './messages/esMX.ts';
import { fr } from './messages/fr.ts';
import { zhCN } from './messages/zhCN.ts';

/** The app's own messages per locale. */
export const appCatalogues: Record<SupportedLocale, AppMessages> = {
  en,
  de,
  es,
  'es-MX': esMX,
  fr,
  'zh-CN': zhCN,
};

/** The components' catalogue of a locale with the app's messages added. */
export function mergedMessages(locale: SupportedLocale): Record<string, string> {
  return { ...catalogues[locale], ...appCatalogues[locale] };
}
