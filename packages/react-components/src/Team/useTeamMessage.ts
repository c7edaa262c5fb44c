import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import { useScreenMessages } from '../i18n/useScreenMessages.ts';
import type { TeamMessageKey } from './messages/en.ts';

/** Formats a team message, typed by key, in the provider's locale. */
export type TeamTranslate = (key: TeamMessageKey, values?: MessageValues) => string;

/** Returns a function formatting the team screen's messages in the provider's locale. */
export function useTeamMessage(): TeamTranslate {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
