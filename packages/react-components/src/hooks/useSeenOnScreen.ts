import { useEffect, useState } from 'react';

/** How far below the fold an element counts as seen: its code has time to load before it is scrolled to. */
const AHEAD = '200px';

/**
 * Whether `element` has come into view (or near it) since it mounted; it stays true. Where nothing
 * can tell (no IntersectionObserver), the element counts as seen at once.
 */
export function useSeenOnScreen(element: Element | null): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}
