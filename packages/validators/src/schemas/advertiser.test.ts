import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../fieldErrors.ts';
import { createAdvertiserBodySchema, updateAdvertiserBodySchema } from './advertiser.ts';

describe('advertiser bodies', () => {
  it('stores the website as a bare lower-case domain, as app paths use it', () => {
    expect(
      createAdvertiserBodySchema.parse({
        name: 'Acme',
        category: 'music',
        url: ' https://www.Acme-Audio.com ',
      }).url,
    ).toBe('acme-audio.com');
    expect(updateAdvertiserBodySchema.parse({ url: null })).toEqual({ url: null });
  });

  it('names the broken fields', () => {
    const result = createAdvertiserBodySchema.safeParse({
      name: '',
      category: 'gardening',
      url: 'acme-audio.com/shop',
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      name: 'advertiser.name.required',
      category: 'advertiser.category.invalid',
      url: 'advertiser.url.invalid',
    });
  });

  it('accepts parent and child content categories', () => {
    for (const category of ['music', 'jazz', 'kids-family-and-parenting', 'technology']) {
      expect(createAdvertiserBodySchema.safeParse({ name: 'Acme', category }).success, category).toBe(true);
    }
  });
});
