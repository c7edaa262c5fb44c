import { CONTENT_CATEGORIES } from '@earshot/validators';

/** One content category to choose for an advertiser: a parent, or a child under its parent's name. */
export interface CategoryOption {
  id: string;
  name: string;
}

/**
 * Every content category value (spec §3: two levels) as a flat list to choose from, named by
 * `nameOf` (the locale's names), each child after its parent ('Music › Jazz') so that typing either
 * finds it.
 */
export function categoryOptions(nameOf: (value: string) => string): CategoryOption[] {
  return CONTENT_CATEGORIES.flatMap((parent) => [
    { id: parent.value, name: nameOf(parent.value) },
    ...parent.children.map((child) => ({
      id: child.value,
      name: `${nameOf(parent.value)} › ${nameOf(child.value)}`,
    })),
  ]);
}
