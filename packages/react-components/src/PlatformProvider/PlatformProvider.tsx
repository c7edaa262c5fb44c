import {
  ApiError,
  createPlatformClient,
  type PlatformClient,
  type PlatformClientOptions,
} from '@earshot/sdk-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Catalogue, provideCatalogue, resolveLocale } from '../i18n/catalogues.ts';
import { useCatalogue } from '../i18n/useCatalogue.ts';
import { createToastQueue, type ToastController } from '../Toasts/toastQueue.ts';
import {
  type LoadFailure,
  type PlatformAnalyticsEvent,
  PlatformContext,
  type PlatformContextValue,
} from './PlatformContext.ts';
import { assignLocation, CatalogueFrame, type PlatformFrameProps } from './PlatformFrame.tsx';
import { ToastsOnDemand } from './ToastsOnDemand.tsx';

/** Props of {@link PlatformProvider}. */
export interface PlatformProviderProps extends PlatformFrameProps {
  /**
   * The platform client, or the options to create one with. A client created here sends its
   * notifications to the provider's toasts; a client you create yourself should pass
   * `toasts.notify` as `onNotify` (see the `toasts` prop). Options may change at run time: the
   * latest callbacks (`onSessionExpired`, `onLogout`, `onNotify`) are the ones called, and a new
   * `baseUrl`, `tokenStore` or `fetch` makes a new client.
   */
  client: PlatformClient | PlatformClientOptions;
  /**
   * The catalogue of `locale`, as `await loadCatalogue(locale)` answered on the server: rendered at
   * once, on the server and in the browser's hydration, with nothing to load. For frameworks that
   * render client components apart from where the page's data is read (Next.js's App Router):
   * load it in the server component and pass it down. English never needs it.
   * @default undefined (a locale other than English loads on first use)
   */
  catalogue?: Catalogue;
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
   * Called when a screen's data cannot be loaded (after the query client's retries), e.g. to log it;
   * the screen still says what failed and offers Retry.
   * @default undefined
   */
  onLoadError?: (failure: LoadFailure) => void;
  /**
   * The toast queue, from {@link createToastQueue}.
   * @default a new queue per provider
   */
  toasts?: ToastController;
}

const isClient = (client: PlatformClient | PlatformClientOptions): client is PlatformClient =>
  typeof (client as PlatformClient).GET === 'function';

/**
 * A query client whose reads retry network failures, 429 and 5xx answers up to 3 times, never a
 * 4xx: an expired session, a refused role or a missing item does not change by asking again.
 */
const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 3 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429),
      },
    },
  });

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
    onLoadError,
    locale: requestedLocale,
    catalogue: givenCatalogue,
    children,
    ...frameProps
  } = props;
  const [toasts] = useState(() => givenToasts ?? createToastQueue());
  const options = isClient(clientOrOptions) ? null : clientOrOptions;
  // The latest options' callbacks are called, so an embedder may pass new ones at any render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { baseUrl, tokenStore, fetch } = options ?? {};
  const givenClient = isClient(clientOrOptions) ? clientOrOptions : null;
  const client = useMemo(
    () =>
      givenClient ??
      createPlatformClient({
        baseUrl: baseUrl ?? '',
        tokenStore: tokenStore as PlatformClientOptions['tokenStore'],
        ...(fetch ? { fetch } : {}),
        // The retry policy is read when a client is made; a new policy alone makes no new client.
        ...(latest.current?.retry ? { retry: latest.current.retry } : {}),
        onLogout: (request) => latest.current?.onLogout?.(request),
        onNotify: (notification) => {
          toasts.notify(notification);
          latest.current?.onNotify?.(notification);
        },
        onSessionExpired: () => latest.current?.onSessionExpired?.() ?? null,
      }),
    [givenClient, baseUrl, tokenStore, fetch, toasts],
  );
  const [ownQueryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const queryClient = givenQueryClient ?? ownQueryClient;
  const resolvedLocale = resolveLocale(requestedLocale);
  // Idempotent: the first catalogue of a locale stays, so rendering again changes nothing.
  if (givenCatalogue) provideCatalogue(resolvedLocale, givenCatalogue);
  const catalogue = useCatalogue(resolvedLocale);
  const { locale } = catalogue;
  const navigate = props.onNavigate ?? assignLocation;
  const track = useCallback((event: PlatformAnalyticsEvent) => onAnalyticsEvent?.(event), [onAnalyticsEvent]);
  const reportLoadError = useCallback(
    (failure: LoadFailure) => {
      onLoadError?.(failure);
    },
    [onLoadError],
  );

  const value = useMemo<PlatformContextValue>(
    () => ({ client, queryClient, locale, toasts, navigate, track, reportLoadError }),
    [client, queryClient, locale, toasts, navigate, track, reportLoadError],
  );

  return (
    <PlatformContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <CatalogueFrame {...frameProps} catalogue={catalogue}>
          {children}
          <ToastsOnDemand toasts={toasts} />
        </CatalogueFrame>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
