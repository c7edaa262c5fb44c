import { isValidationMessageKey, validationMessages } from '@earshot/validators';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Turns a validation message key (e.g. `'playlist.name.required'`, from the form schema or from the API's
 * `fields`) into text: the catalogue's translation when it has one, else the validators' English.
 */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      if (intl.messages[key] !== undefined) return intl.formatMessage({ id: key });
      return isValidationMessageKey(key) ? validationMessages[key] : key;
    },
    [intl],
  );
}
