import { useCallback } from 'react';
import { createMessageHook } from '../createMessageHook.ts';
import { humanizeSlug } from '../humanizeSlug.ts';
import en from './en.json';

type ContentCategoryKey = keyof typeof en;

const useContentCategoryMessage = createMessageHook(en);

const isContentCategoryKey = (key: string): key is ContentCategoryKey => Object.hasOwn(en, key);

/**
 * Returns a function naming a content category, parent or child (`'music'`, `'true-crime'`: an
 * advertiser's category, an inventory item's genre), in the provider's locale. A value the catalogue
 * does not know yet is shown humanised ('new-genre' → 'New genre').
 */
export function useContentCategoryLabel(): (value: string) => string {
  const t = useContentCategoryMessage();
  return useCallback(
    (value) => {
      const key = `contentCategory.${value}`;
      return isContentCategoryKey(key) ? t(key) : humanizeSlug(value);
    },
    [t],
  );
}
