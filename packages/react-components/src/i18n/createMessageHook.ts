import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from './useMessage.ts';
import { useScreenMessages } from './useScreenMessages.ts';

/** Formats a message of one family, typed by its keys, in the provider's locale. */
export type MessageTranslate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** Holds the screen until the locale's whole catalogue has loaded, then formats its messages. */
function useScreenMessage(): MessageTranslate<string> {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/**
 * Makes the hook of a screen family's messages: it holds the screen until the locale's whole
 * catalogue has loaded (`useScreenMessages`), then returns a function formatting the family's
 * messages, typed by `Key`, in the provider's locale.
 */
export function createMessageHook<Key extends string>(): () => MessageTranslate<Key> {
  return useScreenMessage;
}
