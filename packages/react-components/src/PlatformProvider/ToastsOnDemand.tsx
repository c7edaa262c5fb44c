import { type ComponentType, useEffect, useState } from 'react';
import type { ToastsProps } from '../Toasts/Toasts.tsx';

/** The toast region's code, its own chunk: most pages of an embedding app show no toast. */
const loadToasts = () => import('../Toasts/Toasts.tsx');

/** The toast region once its code has loaded, for the providers mounted since. */
let loadedRegion: ComponentType<ToastsProps> | null = null;

/**
 * The provider's toast region, loaded with the first toast queued: until then React Aria's region
 * would render nothing anyway (on the server too), so a page that shows no toast never carries its
 * code. A load that fails (the connection lost) is tried again with the next toast.
 */
export function ToastsOnDemand({ toasts }: ToastsProps) {
  const [Region, setRegion] = useState(() => loadedRegion);
  useEffect(() => {
    if (Region) return;
    let mounted = true;
    const loadWhenQueued = () => {
      if (toasts.queue.visibleToasts.length === 0) return;
      loadToasts().then(
        ({ Toasts }) => {
          loadedRegion = Toasts;
          if (mounted) setRegion(() => Toasts);
        },
        (error: unknown) => console.error('Could not load the toast region', error),
      );
    };
    loadWhenQueued();
    const unsubscribe = toasts.queue.subscribe(loadWhenQueued);
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, [toasts, Region]);
  return Region ? <Region toasts={toasts} /> : null;
}
