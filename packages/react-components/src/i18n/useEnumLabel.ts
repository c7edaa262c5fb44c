import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useScreenMessages } from './useScreenMessages.ts';

/**
 * Names a value of a list the server owns: the catalogue's message `key` (derived from the value,
 * e.g. `userRole.3`) when the catalogue has one, else `fallback`.
 */
export type EnumLabel = (key: string, fallback: string) => string;

/**
 * Returns a function naming a value of a list the server owns (a role, a billing type, a genre, an
 * event type) in the provider's locale. The catalogue knows the values of today; a value added on the
 * server later shows its `fallback` (the server's own name, or the value made readable with
 * `humanizeSlug`), never a raw message key. Holds the screen until the locale's whole catalogue has
 * loaded, as the families' message hooks do.
 */
export function useEnumLabel(): EnumLabel {
  useScreenMessages();
  const intl = useIntl();
  return useCallback(
    (key, fallback) => (intl.messages[key] === undefined ? fallback : intl.formatMessage({ id: key })),
    [intl],
  );
}
