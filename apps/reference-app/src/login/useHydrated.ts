import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether the page's script has taken over: `false` while rendering at build time and while
 * hydrating the prerendered HTML, `true` from the next render on (and at once without hydration).
 * Controls that do nothing before then are disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
