import { PlatformProvider, type SupportedLocale } from '@earshot/react-components';
import type { Analytics } from '@earshot/sdk-core';
import { useEffect, useMemo, useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppIntlProvider } from '../i18n/AppIntlProvider.tsx';
import { LocaleContext } from '../i18n/LocaleContext.ts';
import { initialLocale, rememberLocale } from '../i18n/localeStore.ts';
import { AppReloadPrompt } from '../pwa/AppReloadPrompt.tsx';
import { AppServicesContext } from './AppServicesContext.ts';
import type { AppServices } from './createAppServices.ts';

type TrackProperties = NonNullable<Parameters<Analytics['track']>[1]>;

/** A component event's details as analytics properties: JSON values only. */
const toAnalyticsProperties = (properties: Record<string, unknown> = {}): TrackProperties =>
  JSON.parse(JSON.stringify(properties)) as TrackProperties;

/** Props of {@link App}. */
export interface AppProps {
  services: AppServices;
  router: DataRouter;
}

/** The app root: services, platform provider (client, theme, locale, toasts), messages and router. */
export function App({ services, router }: AppProps) {
  const [locale, setLocaleState] = useState<SupportedLocale>(initialLocale);
  const localeState = useMemo(
    () => ({
      locale,
      setLocale: (next: SupportedLocale) => {
        rememberLocale(next);
        setLocaleState(next);
      },
    }),
    [locale],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <AppServicesContext.Provider value={services}>
      <LocaleContext.Provider value={localeState}>
        <PlatformProvider
          client={services.client}
          queryClient={services.queryClient}
          toasts={services.toasts}
          locale={locale}
          onNavigate={(path) => services.navigator.navigate(path)}
          onAnalyticsEvent={(event) =>
            services.analytics.track(event.name, toAnalyticsProperties(event.properties))
          }
        >
          <AppIntlProvider>
            <RouterProvider router={router} />
            <AppReloadPrompt />
          </AppIntlProvider>
        </PlatformProvider>
      </LocaleContext.Provider>
    </AppServicesContext.Provider>
  );
}
