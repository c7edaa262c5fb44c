import { type RefObject, useEffect, useRef } from 'react';

/** Spec §2: pages change with a slow fade. */
const FADE_MS = 450;

/**
 * Fades the element in whenever `page` changes, unless the user prefers reduced motion. The first
 * page shows at once: starting it transparent would delay its first paint (and hide it from the
 * browser's Largest Contentful Paint).
 */
export function usePageFade<E extends HTMLElement>(page: string): RefObject<E | null> {
  const ref = useRef<E>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    shown.current = page;
    const element = ref.current;
    if (first || !page || !element?.animate) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' });
  }, [page]);
  return ref;
}
