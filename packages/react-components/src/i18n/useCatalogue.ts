import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  type Catalogue,
  loadCatalogue,
  loadedCatalogue,
  SHELL_CATALOGUE,
  type SupportedLocale,
  subscribeToCatalogues,
} from './catalogues.ts';

/** A locale with its messages. */
export interface ShownCatalogue {
  locale: SupportedLocale;
  messages: Catalogue;
}

const englishMessages = () => loadedCatalogue('en') ?? SHELL_CATALOGUE;

/**
 * The messages to show for `locale`: its whole catalogue once loaded. Until then English shows its
 * shared messages (each screen family's hook brings its own English, see `createMessageHook`), and
 * another locale, which this loads, shows the locale shown before it (at first, English): a locale
 * other than English is shown only once its whole catalogue is there.
 */
export function useCatalogue(locale: SupportedLocale): ShownCatalogue {
  const ready = useSyncExternalStore(
    subscribeToCatalogues,
    () => loadedCatalogue(locale),
    () => loadedCatalogue(locale),
  );
  const [previous, setPrevious] = useState<SupportedLocale>(ready || locale === 'en' ? locale : 'en');
  useEffect(() => {
    if (ready || locale === 'en') {
      setPrevious(locale);
      return;
    }
    loadCatalogue(locale).catch((error: unknown) =>
      console.error(`Could not load the ${locale} messages`, error),
    );
  }, [locale, ready]);
  if (ready) return { locale, messages: ready };
  if (locale === 'en') return { locale, messages: englishMessages() };
  return { locale: previous, messages: loadedCatalogue(previous) ?? englishMessages() };
}
