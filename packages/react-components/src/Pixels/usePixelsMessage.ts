import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import { useScreenMessages } from '../i18n/useScreenMessages.ts';
import type { PixelsMessageKey } from './messages/en.ts';

/** Formats a pixel screen message, typed by key, in the provider's locale. */
export type PixelsTranslate = (key: PixelsMessageKey, values?: MessageValues) => string;

/** Returns a function formatting the pixel screen's messages in the provider's locale. */
export function usePixelsMessage(): PixelsTranslate {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
