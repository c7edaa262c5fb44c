import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from './shared/en.ts';

/** Values an ICU message interpolates. */
export type MessageValues = Record<string, string | number | Date>;

/** A function formatting a catalogue message of the current locale. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Returns a function formatting a catalogue message, typed by key, in the provider's locale. */
export function useMessage(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
