import { CONTENT_CATEGORIES } from '@earshot/validators';

/** One content category to choose for an advertiser: a parent, or a child under its parent's name. */
export interface CategoryOption {
  id: string;
  name: string;
}

/**
 * Every content category value (spec §3: two levels) as a flat list to choose from, each child named
 * after its parent ('Music › Jazz') so that typing either finds it.
 */
export const CATEGORY_OPTIONS: readonly CategoryOption[] = CONTENT_CATEGORIES.flatMap((parent) => [
  { id: parent.value, name: parent.label },
  ...parent.children.map((child) => ({ id: child.value, name: `${parent.label} › ${child.label}` })),
]);
