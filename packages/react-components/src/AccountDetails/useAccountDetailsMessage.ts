import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import { useScreenMessages } from '../i18n/useScreenMessages.ts';
import type { AccountDetailsMessageKey } from './messages/en.ts';

/** Formats an account details message, typed by key, in the provider's locale. */
export type AccountDetailsTranslate = (key: AccountDetailsMessageKey, values?: MessageValues) => string;

/** Returns a function formatting the account details screen's messages in the provider's locale. */
export function useAccountDetailsMessage(): AccountDetailsTranslate {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
