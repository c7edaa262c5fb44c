import { CONTENT_CATEGORIES } from '@earshot/validators';
import { describe, expect, it } from 'vitest';
import en from './en.json';

describe('content category messages', () => {
  it('name every parent and child of the content category tree, in English as the API does', () => {
    const tree = CONTENT_CATEGORIES.flatMap((parent) => [parent, ...parent.children]);
    expect(Object.keys(en)).toEqual(tree.map(({ value }) => `contentCategory.${value}`));
    for (const { value, label } of tree)
      expect(en[`contentCategory.${value}` as keyof typeof en]).toBe(label);
  });
});
