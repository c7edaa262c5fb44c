import { useCallback } from 'react';
import { humanizeSlug } from '../humanizeSlug.ts';
import { useEnumLabel } from '../useEnumLabel.ts';

/**
 * Returns a function naming a content category, parent or child (`'music'`, `'true-crime'`: an
 * advertiser's category, an inventory item's genre), in the provider's locale. A value the catalogue
 * does not know yet is shown humanised ('new-genre' → 'New genre').
 */
export function useContentCategoryLabel(): (value: string) => string {
  const label = useEnumLabel();
  return useCallback((value) => label(`contentCategory.${value}`, humanizeSlug(value)), [label]);
}
