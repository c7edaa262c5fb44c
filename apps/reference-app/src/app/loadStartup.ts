import { loadCatalogue, type SupportedLocale } from '@earshot/react-components';
import type { AppConfig } from '../config/appConfig.ts';
import { loadAppConfig } from '../config/loadAppConfig.ts';
import { loadAppMessages } from '../i18n/appCatalogues.ts';
import { initialLocale } from '../i18n/localeStore.ts';
import { logCatalogueFailure } from '../i18n/logCatalogueFailure.ts';

/** What the first page needs before it renders. */
export interface Startup {
  config: AppConfig;
  /** The remembered language, else the browser's closest supported one. */
  locale: SupportedLocale;
}

/**
 * Loads the run-time configuration, and beside it the remembered language's messages, so the first
 * page speaks it. English needs none of the components' catalogue to start: screens load theirs with
 * their code.
 */
export async function loadStartup(): Promise<Startup> {
  const locale = initialLocale();
  const [config] = await Promise.all([
    loadAppConfig(),
    loadAppMessages(locale).catch(logCatalogueFailure(locale)),
    locale === 'en' ? null : loadCatalogue(locale).catch(logCatalogueFailure(locale)),
  ]);
  return { config, locale };
}
