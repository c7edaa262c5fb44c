import type { SupportedLocale } from '@earshot/react-components';

/**
 * A `catch` handler for a catalogue that failed to load: logs the locale and the reason, and lets the
 * app go on, in English meanwhile.
 */
export function logCatalogueFailure(locale: SupportedLocale): (reason: unknown) => null {
  return (reason) => {
    console.error(`Could not load the ${locale} messages`, reason);
    return null;
  };
}
