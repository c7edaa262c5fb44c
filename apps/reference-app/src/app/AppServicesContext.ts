import { createContext, useContext } from 'react';
import type { AppServices } from './createAppServices.ts';

/** The app's services, provided once at the root. */
export const AppServicesContext = createContext<AppServices | null>(null);

/** The app's services; throws outside the app root. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('No app services found: render inside <App services={…}>');
  return services;
}
