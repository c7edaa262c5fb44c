import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import { useScreenMessages } from '../i18n/useScreenMessages.ts';
import type { BillingMessageKey } from './messages/en.ts';

/** Formats a billing message, typed by key, in the provider's locale. */
export type BillingTranslate = (key: BillingMessageKey, values?: MessageValues) => string;

/** Returns a function formatting the billing screen's messages in the provider's locale. */
export function useBillingMessage(): BillingTranslate {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
