import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { loadCatalogue, loadedCatalogue } from './catalogues.ts';

/**
 * Makes sure the whole catalogue of the shown locale is there, every screen family's messages
 * included: suspends while it loads (the first screen of a page in English; the provider loads any
 * other locale itself). Each screen family's `use…Message` hook calls it.
 */
export function useScreenMessages(): void {
  const { locale } = usePlatform();
  // Suspense's own protocol: the render waits for the thrown promise, then runs again.
  if (!loadedCatalogue(locale)) throw loadCatalogue(locale);
}
