import { isValidationMessageKey, validationMessages } from '@earshot/validators';
import { useCallback } from 'react';
import { useCatalogueText } from './useCatalogueText.ts';

/**
 * Turns a validation message key (e.g. `'playlist.name.required'`, from the form schema or from the API's
 * `fields`) into text: the catalogue's translation when it has one (see `useCatalogueText`), else the
 * validators' English.
 */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const catalogueText = useCatalogueText();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      return catalogueText(key) ?? (isValidationMessageKey(key) ? validationMessages[key] : key);
    },
    [catalogueText],
  );
}
