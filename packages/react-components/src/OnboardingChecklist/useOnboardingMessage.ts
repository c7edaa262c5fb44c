import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import { useScreenMessages } from '../i18n/useScreenMessages.ts';
import type { OnboardingMessageKey } from './messages/en.ts';

/** Formats an onboarding message, typed by key, in the provider's locale. */
export type OnboardingTranslate = (key: OnboardingMessageKey, values?: MessageValues) => string;

/** Returns a function formatting the onboarding checklist's messages in the provider's locale. */
export function useOnboardingMessage(): OnboardingTranslate {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
