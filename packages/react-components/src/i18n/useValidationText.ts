import { isValidationMessageKey, validationMessages } from '@earshot/validators';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { bundledEnglishMessage } from './bundledEnglish.ts';

/**
 * Turns a validation message key (e.g. `'playlist.name.required'`, from the form schema or from the API's
 * `fields`) into text: the catalogue's translation when it has one (in English, from the families the
 * page has loaded, see `bundledEnglishMessage`), else the validators' English.
 */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      const english = bundledEnglishMessage(key);
      if (intl.messages[key] !== undefined || english !== undefined)
        return intl.formatMessage({ id: key, defaultMessage: english });
      return isValidationMessageKey(key) ? validationMessages[key] : key;
    },
    [intl],
  );
}
