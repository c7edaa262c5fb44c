import {
  CONTENT_CATEGORIES,
  type ContentCategoryChild,
  type ContentCategoryParent,
} from './contentCategories.ts';

/** A content category found by its numeric genre id, with the parent it belongs to. */
export interface PodcastGenre {
  genreId: number;
  value: ContentCategoryChild['value'];
  label: string;
  parent: { value: ContentCategoryParent['value']; label: string };
}

/**
 * Finds the content category of a numeric podcast (iTunes) genre id, e.g. `1482` → Books under
 * Arts & Entertainment. Returns `undefined` for an unknown id. Built on each call from the data,
 * so importing this module does no work.
 */
export function podcastGenreById(genreId: number): PodcastGenre | undefined {
  for (const parent of CONTENT_CATEGORIES) {
    const children: readonly ContentCategoryChild[] = parent.children;
    const child = children.find((entry) => entry.genreId === genreId);
    if (child) {
      return {
        genreId,
        value: child.value,
        label: child.label,
        parent: { value: parent.value, label: parent.label },
      };
    }
  }
  return undefined;
}
