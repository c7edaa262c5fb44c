import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import type { AssetMessageKey } from './assetMessages.ts';

/** Formats an asset message, typed by key, in the provider's locale. */
export type AssetTranslate = (key: AssetMessageKey, values?: MessageValues) => string;

/** Returns a function formatting the asset screens' messages in the provider's locale. */
export function useAssetMessage(): AssetTranslate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
