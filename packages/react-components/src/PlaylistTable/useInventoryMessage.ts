import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '../i18n/useMessage.ts';
import { useScreenMessages } from '../i18n/useScreenMessages.ts';
import type { InventoryMessageKey } from './messages/en.ts';

/** Formats an inventory message, typed by key, in the provider's locale. */
export type InventoryTranslate = (key: InventoryMessageKey, values?: MessageValues) => string;

/** Returns a function formatting the inventory screens' messages in the provider's locale. */
export function useInventoryMessage(): InventoryTranslate {
  useScreenMessages();
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
