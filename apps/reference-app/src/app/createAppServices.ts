import { createToastQueue, type ToastController } from '@earshot/react-components';
import {
  type AdvertiserCache,
  type Analytics,
  createAdvertiserCache,
  createAnalytics,
  createLocalStorageTokenStore,
  createPlatformClient,
  createSession,
  getCurrentUserQuery,
  type PlatformClient,
  type Session,
  type TokenStore,
} from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '../config/appConfig.ts';
import { type AppNavigator, createAppNavigator } from './appNavigator.ts';
import type { Advertiser, User } from './appTypes.ts';
import { forgetAdminToken } from './impersonation.ts';

/** Everything the app wires together once, at start-up. */
export interface AppServices {
  config: AppConfig;
  tokenStore: TokenStore;
  client: PlatformClient;
  queryClient: QueryClient;
  toasts: ToastController;
  session: Session<User>;
  advertisers: AdvertiserCache<Advertiser>;
  analytics: Analytics;
  navigator: AppNavigator;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** Creates the client, session, advertiser cache, analytics and toasts of the app (spec §4, §8). */
export function createAppServices(config: AppConfig): AppServices {
  const tokenStore = createLocalStorageTokenStore();
  const toasts = createToastQueue();
  const navigator = createAppNavigator();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  // Spec §4: no event leaves before the user is known, so none leaves for an admin or impersonation.
  const analytics = createAnalytics({
    options: { writeKey: config.analyticsWriteKey, dataPlaneUrl: config.analyticsDataPlaneUrl },
    waitForUser: true,
  });
  let session: Session<User> | null = null;
  const client = createPlatformClient({
    baseUrl: config.apiUrl,
    tokenStore,
    onNotify: (notification) => toasts.notify(notification),
    // Spec §8: a 403 logs out, with a full reload when the server asks for one.
    onLogout: ({ hardRefresh }) => session?.logout({ hardRefresh }),
  });
  session = createSession<User>({
    tokenStore,
    storage: window.sessionStorage,
    // The login link often opens in a new tab, which has its own session storage.
    redirectStorage: window.localStorage,
    teamDomains: config.adminDomains,
    fetchUser: () => queryClient.fetchQuery({ ...getCurrentUserQuery(client), staleTime: 0 }),
    currentPath,
    // Every logout (the user's, a 403's, a failed user load) forgets the admin's own token and the
    // analytics user as well.
    onLogout: () => {
      forgetAdminToken();
      void analytics.reset();
    },
    navigate: (to, { hardRefresh }) => {
      queryClient.clear();
      navigator.navigate(to, { hardRefresh, replace: true });
    },
  });
  const advertisers = createAdvertiserCache<Advertiser>({ storage: window.sessionStorage });
  return { config, tokenStore, client, queryClient, toasts, session, advertisers, analytics, navigator };
}
