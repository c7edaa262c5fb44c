import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import { useScreenMessages } from '../i18n/useScreenMessages.ts';
import type { CampaignMessageKey } from './messages/en.ts';

/** A function formatting a campaign message of the current locale. */
export type CampaignTranslate = (key: CampaignMessageKey, values?: MessageValues) => string;

/** Returns a function formatting a campaign editor or list message, typed by key, in the provider's locale. */
export function useCampaignMessage(): CampaignTranslate {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
