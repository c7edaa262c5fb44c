import { useContext } from 'react';
import { PlatformContext, type PlatformContextValue } from './PlatformContext.ts';

/** The message of the error thrown when a component or hook is used outside the provider. */
export const NO_PROVIDER_MESSAGE =
  'No PlatformProvider found: wrap your tree in <PlatformProvider client={…}>';

/** The client, query client, locale, toasts and callbacks of the nearest {@link PlatformProvider}. */
export function usePlatform(): PlatformContextValue {
  const value = useContext(PlatformContext);
  if (!value) throw new Error(NO_PROVIDER_MESSAGE);
  return value;
}
