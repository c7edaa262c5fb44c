import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazyResolver.ts';

type Values = { name: string };

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

/** A resolver that refuses an empty name with the validation key `name.required`. */
const nameResolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.name) return { values, errors: {} };
  return { values: {}, errors: { name: { type: 'validate', message: 'name.required' } } };
};

describe('lazyResolver', () => {
  it('loads the checks at the first check, once, and answers what they answer', async () => {
    const load = vi.fn(async () => nameResolver);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    expect(await resolver({ name: '' }, undefined, OPTIONS)).toEqual({
      values: {},
      errors: { name: { type: 'validate', message: 'name.required' } },
    });
    expect(await resolver({ name: 'Olivia' }, undefined, OPTIONS)).toEqual({
      values: { name: 'Olivia' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, so the first check finds the checks loaded', async () => {
    const load = vi.fn(async () => nameResolver);
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: 'Olivia' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next check after a failed load; a failed preload is left to the check', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed again'))
      .mockResolvedValue(nameResolver);
    const resolver = lazyResolver(load);

    resolver.preload();
    await expect(resolver({ name: '' }, undefined, OPTIONS)).rejects.toThrow('chunk failed');
    await expect(resolver({ name: '' }, undefined, OPTIONS)).rejects.toThrow('chunk failed again');
    expect((await resolver({ name: '' }, undefined, OPTIONS)).errors).toHaveProperty('name');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
