import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver whose code loads at the form's first check, or earlier with `preload`. */
export type LazyResolver<TValues extends FieldValues, TSubmitted> = Resolver<TValues, unknown, TSubmitted> & {
  /** Starts loading the checks, e.g. when the user first focuses the form; a failure is left to the first check. */
  preload: () => void;
};

/**
 * A resolver from one loaded on demand, so that the validators' schemas and zod (about 26 kB gzipped)
 * load with the first check of a form rather than with the page that shows it. `load` runs once; a
 * failed load is tried again at the next check.
 *
 * @example
 * const resolver = lazyResolver(() => import('./userChecks.ts').then((checks) => checks.userResolver));
 */
export function lazyResolver<TValues extends FieldValues, TSubmitted = TValues>(
  load: () => Promise<Resolver<TValues, unknown, TSubmitted>>,
): LazyResolver<TValues, TSubmitted> {
  let loading: Promise<Resolver<TValues, unknown, TSubmitted>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TValues, unknown, TSubmitted> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
