import type { SupportedLocale } from '@earshot/react-components';
import { IntlMessageFormat } from 'intl-messageformat';
import type { AppMessages } from './appCatalogues.ts';
import type { AppMessageKey } from './useAppMessage.ts';

/** Formats one of the app's messages with its values. */
export type AppTranslateText = (key: AppMessageKey, values?: Record<string, string>) => string;

/**
 * A formatter of a locale's app messages with `intl-messageformat` alone, for pages without
 * react-intl (the login page) and for the build's prerendering. The build precompiles every
 * catalogue (`vite/precompiledMessagesPlugin.ts`), so a message is its parsed form there and a
 * string elsewhere (tests); both format the same.
 */
export function createAppTranslate(locale: SupportedLocale, messages: AppMessages): AppTranslateText {
  const formats = new Map<AppMessageKey, IntlMessageFormat>();
  return (key, values) => {
    let format = formats.get(key);
    if (!format) {
      const message = messages[key] as ConstructorParameters<typeof IntlMessageFormat>[0];
      format = new IntlMessageFormat(message, locale);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
