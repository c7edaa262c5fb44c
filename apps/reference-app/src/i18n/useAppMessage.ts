import type { MessageKey, MessageValues } from '@earshot/react-components';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type en from './messages/en.json';

/** A key of the app's message catalogues: the English file is the source every other locale translates. */
export type AppMessageKey = keyof typeof en;

/** A function formatting a message of the app or of the components, in the current locale. */
export type AppTranslate = (key: AppMessageKey | MessageKey, values?: MessageValues) => string;

/** Returns a function formatting an app or component message, typed by key. */
export function useAppMessage(): AppTranslate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
