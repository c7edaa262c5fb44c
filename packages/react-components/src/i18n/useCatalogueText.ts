import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { bundledEnglishMessage } from './bundledEnglish.ts';

/**
 * Turns a message key built at run time (a rule's code, a field's validation key) into text from the
 * catalogue: its translation when it has one (in English, from the families the page has loaded,
 * see `bundledEnglishMessage`), else `undefined`. For a screen whose family holds every key it can
 * be given; `useValidationText` adds the validators' English for any other key.
 */
export function useCatalogueText(): (key: string) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (key) => {
      const english = bundledEnglishMessage(key);
      if (intl.messages[key] === undefined && english === undefined) return undefined;
      return intl.formatMessage({ id: key, defaultMessage: english });
    },
    [intl],
  );
}
