import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle.ts';

describe('the document title', () => {
  it('is the product name alone on a page without a title', () => {
    expect(documentTitle('Earshot', [])).toBe('Earshot');
  });

  it('follows the product name with the page title (spec §1)', () => {
    expect(documentTitle('Earshot', ['Dashboard'])).toBe('Earshot · Dashboard');
  });

  it('names an item before its section', () => {
    expect(documentTitle('Earshot', ['Spring Sale', 'Campaigns'])).toBe('Earshot · Spring Sale · Campaigns');
  });
});
