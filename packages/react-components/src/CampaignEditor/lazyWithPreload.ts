import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component whose code loads on its first render, or before it with `preload`. */
export interface PreloadableComponent<P> {
  /** The component, to render inside a `Suspense` boundary. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code; the same promise on every call, or a new attempt after a failure. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * `React.lazy` that can start loading before the first render (pointing at a tab loads its panel).
 * Once the code is there, the component renders in the same pass instead of showing its fallback
 * for a frame: `React.lazy` reads a thenable that resolves at once as already resolved.
 */
export function lazyWithPreload<M, P>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return loaded;
      },
      (error: unknown) => {
        // A failed load (the connection lost) is tried again by the next preload or render.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy<ComponentType<P>>(() => {
    if (loaded) {
      const resolved = { default: loaded };
      const atOnce = {
        // A thenable rather than a promise, which would call back on a later tick only.
        // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that resolves at once as resolved.
        then: (resolve: (value: typeof resolved) => void) => resolve(resolved),
      };
      return atOnce as unknown as Promise<typeof resolved>;
    }
    return preload().then((component) => ({ default: component }));
  });
  return { Component, preload };
}
