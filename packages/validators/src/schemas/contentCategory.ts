import * as z from 'zod';
import { CONTENT_CATEGORIES } from '../constants/contentCategories.ts';

/** Any parent or child value of `CONTENT_CATEGORIES`, e.g. `'music'` or `'jazz'`. */
export const contentCategoryValueSchema = z.literal(
  CONTENT_CATEGORIES.flatMap((parent) => [parent.value, ...parent.children.map((child) => child.value)]),
  { error: 'advertiser.category.invalid' },
);
