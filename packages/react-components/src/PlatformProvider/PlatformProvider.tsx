import { createPlatformClient, type PlatformClient, type PlatformClientOptions } from '@earshot/sdk-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { resolveLocale } from '../i18n/catalogues.ts';
import { useCatalogue } from '../i18n/useCatalogue.ts';
import { Toasts } from '../Toasts/Toasts.tsx';
import { createToastQueue, type ToastController } from '../Toasts/toastQueue.ts';
import {
  type PlatformAnalyticsEvent,
  PlatformContext,
  type PlatformContextValue,
} from './PlatformContext.ts';
import { assignLocation, CatalogueFrame, type PlatformFrameProps } from './PlatformFrame.tsx';

/** Props of {@link PlatformProvider}. */
export interface PlatformProviderProps extends PlatformFrameProps {
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
   * Called with every analytics event the components record. Without it, events are not reported anywhere.
   * @default undefined
   */
  onAnalyticsEvent?: (event: PlatformAnalyticsEvent) => void;
  /**
   * The toast queue, from {@link createToastQueue}.
   * @default a new queue per provider
   */
  toasts?: ToastController;
}

const isClient = (client: PlatformClient | PlatformClientOptions): client is PlatformClient =>
  typeof (client as PlatformClient).GET === 'function';

/**
 * The root of every embedded component: API client, query cache, theme, locale, navigation,
 * analytics and toasts. Styles are scoped to its root element; overlays portal inside it.
 */
export function PlatformProvider(props: PlatformProviderProps) {
  const {
    client: clientOrOptions,
    queryClient: givenQueryClient,
    toasts: givenToasts,
    onAnalyticsEvent,
    locale: requestedLocale,
    children,
    ...frameProps
  } = props;
  const [toasts] = useState(() => givenToasts ?? createToastQueue());
  const [client] = useState(() =>
    isClient(clientOrOptions)
      ? clientOrOptions
      : createPlatformClient({
          ...clientOrOptions,
          onNotify: (notification) => {
            toasts.notify(notification);
            clientOrOptions.onNotify?.(notification);
          },
        }),
  );
  const [ownQueryClient] = useState(() => givenQueryClient ?? new QueryClient());
  const queryClient = givenQueryClient ?? ownQueryClient;
  const catalogue = useCatalogue(resolveLocale(requestedLocale));
  const { locale } = catalogue;
  const navigate = props.onNavigate ?? assignLocation;
  const track = useCallback((event: PlatformAnalyticsEvent) => onAnalyticsEvent?.(event), [onAnalyticsEvent]);

  const value = useMemo<PlatformContextValue>(
    () => ({ client, queryClient, locale, toasts, navigate, track }),
    [client, queryClient, locale, toasts, navigate, track],
  );

  return (
    <PlatformContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <CatalogueFrame {...frameProps} catalogue={catalogue}>
          {children}
          <Toasts toasts={toasts} />
        </CatalogueFrame>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
