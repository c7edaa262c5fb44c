import { assetMessages } from '../AssetUploader/assetMessages.ts';
import { audienceMessages } from '../AudienceEditor/audienceMessages.ts';
import { campaignMessages } from '../CampaignEditor/messages/index.ts';
import { onboardingMessages } from '../OnboardingChecklist/onboardingMessages.ts';
import { inventoryMessages } from '../PlaylistTable/inventoryMessages.ts';
import { de } from './messages/de.ts';
import { en, type Messages } from './messages/en.ts';
import { es } from './messages/es.ts';
import { esMX } from './messages/esMX.ts';
import { fr } from './messages/fr.ts';
import { zhCN } from './messages/zhCN.ts';

/** The locales the components are translated into (spec §2). */
export const SUPPORTED_LOCALES = ['en', 'de', 'es', 'es-MX', 'fr', 'zh-CN'] as const;

/** A locale the components are translated into. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** Messages of screen families, each a module with every locale, merged into the catalogues. */
const screenMessages: readonly Record<SupportedLocale, Record<string, string>>[] = [
  assetMessages,
  audienceMessages,
  campaignMessages,
  inventoryMessages,
  onboardingMessages,
];

const withScreens = (locale: SupportedLocale, shared: Messages): Messages =>
  Object.assign({}, shared, ...screenMessages.map((family) => family[locale]));

/** The message catalogue of each supported locale: the shared messages and every screen family's. */
export const catalogues: Record<SupportedLocale, Messages> = {
  en: withScreens('en', en),
  de: withScreens('de', de),
  es: withScreens('es', es),
  'es-MX': withScreens('es-MX', esMX),
  fr: withScreens('fr', fr),
  'zh-CN': withScreens('zh-CN', zhCN),
};

/**
 * The supported locale closest to `locale`: an exact match, else the language alone
 * ('de-AT' → 'de', 'es-AR' → 'es', 'zh-Hans-CN' → 'zh-CN'), else English.
 */
export function resolveLocale(locale: string | undefined): SupportedLocale {
  if (!locale) return 'en';
  const exact = SUPPORTED_LOCALES.find((supported) => supported.toLowerCase() === locale.toLowerCase());
  if (exact) return exact;
  const language = locale.split(/[-_]/)[0]?.toLowerCase();
  if (language === 'zh') return 'zh-CN';
  return SUPPORTED_LOCALES.find((supported) => supported === language) ?? 'en';
}
