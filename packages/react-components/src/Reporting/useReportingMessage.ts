import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import type { ReportingMessageKey } from './messages/en.ts';

/** A function formatting a dashboard or reporting message of the current locale. */
export type ReportingTranslate = (key: ReportingMessageKey, values?: MessageValues) => string;

/** Returns a function formatting a dashboard or reporting message, typed by key, in the provider's locale. */
export function useReportingMessage(): ReportingTranslate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
