import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import type { IntegrationsMessageKey } from './messages/en.ts';

/** A function formatting an integration message of the current locale. */
export type IntegrationsTranslate = (key: IntegrationsMessageKey, values?: MessageValues) => string;

/** Returns a function formatting an integration message, typed by key, in the provider's locale. */
export function useIntegrationsMessage(): IntegrationsTranslate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
