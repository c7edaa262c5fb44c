import { PlatformProvider } from '@earshot/react-components';
import type { Analytics } from '@earshot/sdk-core';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppIntlProvider } from '../i18n/AppIntlProvider.tsx';
import { LocaleContext } from '../i18n/LocaleContext.ts';
import { initialLocale } from '../i18n/localeStore.ts';
import { useRememberedLocale } from '../i18n/useRememberedLocale.ts';
import { ReloadPromptOnNews } from '../pwa/ReloadPromptOnNews.tsx';
import { AppServicesContext } from './AppServicesContext.ts';
import type { AppServices } from './createAppServices.ts';
import { useTheme } from './useTheme.ts';

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
  const localeState = useRememberedLocale(initialLocale);
  const { locale } = localeState;
  const { theme } = useTheme();
  return (
    <AppServicesContext.Provider value={services}>
      <LocaleContext.Provider value={localeState}>
        <PlatformProvider
          client={services.client}
          queryClient={services.queryClient}
          toasts={services.toasts}
          locale={locale}
          appearance={{ theme }}
          onNavigate={(path) => services.navigator.navigate(path)}
          onAnalyticsEvent={(event) =>
            services.analytics.track(event.name, toAnalyticsProperties(event.properties))
          }
        >
          <AppIntlProvider>
            <RouterProvider router={router} />
            <ReloadPromptOnNews />
          </AppIntlProvider>
        </PlatformProvider>
      </LocaleContext.Provider>
    </AppServicesContext.Provider>
  );
}
