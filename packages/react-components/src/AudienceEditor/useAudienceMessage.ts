import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import { useScreenMessages } from '../i18n/useScreenMessages.ts';
import type { AudienceMessageKey } from './messages/en.ts';

/** Formats an audience message, typed by key, in the provider's locale. */
export type AudienceTranslate = (key: AudienceMessageKey, values?: MessageValues) => string;

/** Returns a function formatting the audience screens' messages in the provider's locale. */
export function useAudienceMessage(): AudienceTranslate {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
