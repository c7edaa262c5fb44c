import { useCallback } from 'react';
import { useContentCategoryLabel } from '../i18n/contentCategories/useContentCategoryLabel.ts';
import { humanizeSlug } from '../i18n/humanizeSlug.ts';
import { useEnumLabel } from '../i18n/useEnumLabel.ts';
import type { FacetField } from './FacetFilters.tsx';

/**
 * Returns a function naming a facet value in the provider's locale: a genre by its content category
 * name, an exchange by its trade name (one the catalogue does not know, humanised), a supplier as the
 * search service writes it, since it is already a name.
 */
export function useFacetValueLabel(): (field: FacetField, value: string) => string {
  const categoryLabel = useContentCategoryLabel();
  const label = useEnumLabel();
  return useCallback(
    (field, value) => {
      switch (field) {
        case 'genres':
          return categoryLabel(value);
        case 'exchange':
          return label(`inventorySearch.exchange.${value}`, humanizeSlug(value));
        case 'supply':
          return value;
      }
    },
    [categoryLabel, label],
  );
}
