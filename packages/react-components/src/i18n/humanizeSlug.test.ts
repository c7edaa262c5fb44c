import { describe, expect, it } from 'vitest';
import { humanizeSlug } from './humanizeSlug.ts';

describe('humanizeSlug', () => {
  it.each([
    ['true-crime', 'True crime'],
    ['page_view', 'Page view'],
    ['open-audio', 'Open audio'],
    ['news', 'News'],
    ['', ''],
  ])('reads %j as %j', (value, readable) => {
    expect(humanizeSlug(value)).toBe(readable);
  });
});
