import type { SupportedLocale } from '@earshot/react-components';
import { useMemo } from 'react';
import { type AppTranslateText, createAppTranslate } from '../i18n/appTranslate.ts';
import { useAppMessages } from '../i18n/useAppMessages.ts';

/** The login page's messages, and the locale they are in. */
export interface LoginMessages {
  locale: SupportedLocale;
  t: AppTranslateText;
}

/**
 * The app's messages for the login page, in `locale` once loaded. Without react-intl, whose
 * provider and formatters the login page would otherwise load for a few sentences.
 */
export function useLoginMessage(locale: SupportedLocale): LoginMessages {
  const shown = useAppMessages(locale);
  return useMemo(
    () => ({ locale: shown.locale, t: createAppTranslate(shown.locale, shown.messages) }),
    [shown.locale, shown.messages],
  );
}
