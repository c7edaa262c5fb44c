import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import { useScreenMessages } from '../i18n/useScreenMessages.ts';
import type { AssetMessageKey } from './messages/en.ts';

/** Formats an asset message, typed by key, in the provider's locale. */
export type AssetTranslate = (key: AssetMessageKey, values?: MessageValues) => string;

/** Returns a function formatting the asset screens' messages in the provider's locale. */
export function useAssetMessage(): AssetTranslate {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
