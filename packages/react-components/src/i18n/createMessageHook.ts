import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { addBundledEnglish } from './bundledEnglish.ts';
import type { Catalogue } from './catalogues.ts';
import type { MessageValues } from './useMessage.ts';

/** Formats a message of one family, typed by its keys, in the provider's locale. */
export type MessageTranslate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** Formats the messages of the family whose English file is `english`, in the provider's locale. */
function useFamilyMessage(english: Catalogue): MessageTranslate<string> {
  const intl = useIntl();
  // react-intl formats `defaultMessage` when the shown catalogue lacks the key, silently in the
  // default locale (English), the only one shown before its whole catalogue has loaded.
  return useCallback(
    (key, values) => intl.formatMessage({ id: key, defaultMessage: english[key] }, values),
    [intl, english],
  );
}

/**
 * Makes the hook of a screen family's messages from the family's English file, which the screens
 * using the hook bundle. English formats from that file at once, with nothing to load, on the server
 * too; any other locale formats from its catalogue, which the provider shows only once it has loaded
 * (see `useCatalogue`). So no screen ever suspends for its messages. The family's English also joins
 * the bundled English (`addBundledEnglish`) that lookups by a built key read.
 */
export function createMessageHook<Messages extends Catalogue>(
  english: Messages,
): () => MessageTranslate<Extract<keyof Messages, string>> {
  addBundledEnglish(english);
  return () => useFamilyMessage(english);
}
