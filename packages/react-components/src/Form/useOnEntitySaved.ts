import { usePlatform } from '../PlatformProvider/usePlatform.ts';

/**
 * What an editor does once its entity is saved: calls the embedder's `onSaved`, or else opens a
 * newly created entity at `hrefOf(saved)`.
 */
export function useOnEntitySaved<TSaved>(
  onSaved: ((saved: TSaved) => void) | undefined,
  hrefOf: (saved: TSaved) => string,
): (saved: TSaved, created: boolean) => void {
  const { navigate } = usePlatform();
  return (saved, created) => {
    if (onSaved) onSaved(saved);
    else if (created) navigate(hrefOf(saved));
  };
}
