import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { bundledEnglishMessage } from './bundledEnglish.ts';

/**
 * Names a value of a list the server owns: the catalogue's message `key` (derived from the value,
 * e.g. `userRole.3`) when the catalogue has one, else `fallback`.
 */
export type EnumLabel = (key: string, fallback: string) => string;

/**
 * Returns a function naming a value of a list the server owns (a role, a billing type, a genre, an
 * event type) in the provider's locale. The catalogue knows the values of today; a value added on the
 * server later shows its `fallback` (the server's own name, or the value made readable with
 * `humanizeSlug`), never a raw message key. English names come from the families the page has
 * loaded (`bundledEnglishMessage`), so nothing waits for a catalogue.
 */
export function useEnumLabel(): EnumLabel {
  const intl = useIntl();
  return useCallback(
    (key, fallback) => {
      const english = bundledEnglishMessage(key);
      if (intl.messages[key] === undefined && english === undefined) return fallback;
      return intl.formatMessage({ id: key, defaultMessage: english });
    },
    [intl],
  );
}
