import { createPlatformClient, type PlatformClient, type PlatformClientOptions } from '@earshot/sdk-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { resolveLocale } from '../i18n/catalogues.ts';
import { useCatalogue } from '../i18n/useCatalogue.ts';
import { useMessageErrors } from '../i18n/useMessageErrors.ts';
import { Toasts } from '../Toasts/Toasts.tsx';
import { createToastQueue, type ToastController } from '../Toasts/toastQueue.ts';
import { type Appearance, appearanceStyle } from '../theme/appearance.ts';
import { root } from '../theme/root.css.ts';
import { darkTheme, lightTheme } from '../theme/themes.css.ts';
import {
  type PlatformAnalyticsEvent,
  PlatformContext,
  type PlatformContextValue,
} from './PlatformContext.ts';
import { portal } from './PlatformProvider.css.ts';

/** Props of {@link PlatformProvider}. */
export interface PlatformProviderProps {
  /**
   * The platform client, or the options to create one with. A client created here sends its
   * notifications to the provider's toasts; a client you create yourself should pass
   * `toasts.notify` as `onNotify` (see the `toasts` prop). Options are read once, on mount.
   */
  client: PlatformClient | PlatformClientOptions;
  /**
   * The TanStack Query client.
   * @default a new QueryClient per provider
   */
  queryClient?: QueryClient;
  /**
   * Theme and variables; changing it restyles the tree at run time.
   * @default { theme: 'light' }
   */
  appearance?: Appearance;
  /**
   * A BCP 47 locale; the closest of en, de, es, es-MX, fr, zh-CN is used. A locale other than English
   * loads its messages on first use, showing the previous locale meanwhile (see `loadCatalogue`).
   * @default 'en'
   */
  locale?: string;
  /**
   * How links navigate inside the embedding app (its router's `navigate`).
   * @default a full page load (`window.location.assign`)
   */
  onNavigate?: (path: string) => void;
  /** Turns a router path into an `href` (for apps whose router adds a base path). */
  useHref?: (path: string) => string;
  /** Called with every analytics event the components record. */
  onAnalyticsEvent?: (event: PlatformAnalyticsEvent) => void;
  /**
   * The toast queue, from {@link createToastQueue}.
   * @default a new queue per provider
   */
  toasts?: ToastController;
  /** An extra class on the root element. */
  className?: string;
  children?: ReactNode;
}

const isClient = (client: PlatformClient | PlatformClientOptions): client is PlatformClient =>
  typeof (client as PlatformClient).GET === 'function';

const assignLocation = (path: string) => window.location.assign(path);

/**
 * The root of every embedded component: API client, query cache, theme, locale, navigation,
 * analytics and toasts. Styles are scoped to its root element; overlays portal inside it.
 */
export function PlatformProvider(props: PlatformProviderProps) {
  const { appearance, className, children, onAnalyticsEvent } = props;
  const [toasts] = useState(() => props.toasts ?? createToastQueue());
  const [client] = useState(() =>
    isClient(props.client)
      ? props.client
      : createPlatformClient({
          ...props.client,
          onNotify: (notification) => {
            toasts.notify(notification);
            (props.client as PlatformClientOptions).onNotify?.(notification);
          },
        }),
  );
  const [ownQueryClient] = useState(() => props.queryClient ?? new QueryClient());
  const queryClient = props.queryClient ?? ownQueryClient;
  const { locale, messages } = useCatalogue(resolveLocale(props.locale));
  const onMessageError = useMessageErrors(locale);
  const navigate = props.onNavigate ?? assignLocation;
  const track = useCallback((event: PlatformAnalyticsEvent) => onAnalyticsEvent?.(event), [onAnalyticsEvent]);
  const portalRef = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => portalRef.current, []);

  const value = useMemo<PlatformContextValue>(
    () => ({ client, queryClient, locale, toasts, navigate, track }),
    [client, queryClient, locale, toasts, navigate, track],
  );
  const theme = appearance?.theme === 'dark' ? darkTheme : lightTheme;

  return (
    <PlatformContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={locale} messages={messages} defaultLocale="en" onError={onMessageError}>
          <I18nProvider locale={locale}>
            <RouterProvider navigate={navigate} {...(props.useHref ? { useHref: props.useHref } : {})}>
              <div
                className={[root, theme, className].filter(Boolean).join(' ')}
                style={appearanceStyle(appearance?.variables)}
                data-theme={appearance?.theme ?? 'light'}
                lang={locale}
              >
                <UNSAFE_PortalProvider getContainer={getContainer}>
                  {children}
                  <Toasts toasts={toasts} />
                </UNSAFE_PortalProvider>
                <div ref={portalRef} className={portal} />
              </div>
            </RouterProvider>
          </I18nProvider>
        </IntlProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
