import { loadCatalogue } from '@earshot/react-components';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import type { Advertiser } from '../app/appTypes.ts';
import type { AppServices } from '../app/createAppServices.ts';
import { initialLocale } from '../i18n/localeStore.ts';
import { logCatalogueFailure } from '../i18n/logCatalogueFailure.ts';
import { AppFrameFallback } from '../layout/AppFrameFallback.tsx';
import { AppLoader } from '../layout/AppLoader.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';
import { RouteError } from '../layout/RouteError.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { advertiserRoutes, type ScreenLoaders } from './advertiserRoutes.tsx';
import { loadAdvertiserLayout, loadDashboardPrefetch } from './dashboardCode.ts';
import { advertiserGuard } from './guards.ts';
import {
  ga4CallbackLoader,
  loginLoader,
  loginRequiredLoader,
  refreshLoader,
  signupLoader,
} from './publicLoaders.ts';
import { LOGIN_HANDLE, type RouteHandle } from './routeHandle.ts';

const handle = (name: string, title: RouteHandle['title']): { handle: RouteHandle } => ({
  handle: { name, title },
});

/** The router of every route of spec §2: public pages, then the main screens under the advertiser. */
export function createAppRouter(services: AppServices) {
  // One guard per navigation, whichever of its loaders asks first: a screen's loader starts the
  // screen's queries as soon as the guard knows the advertiser.
  const guarded = new WeakMap<Request, Promise<Advertiser>>();
  const guard = (args: LoaderFunctionArgs) => {
    let advertiser = guarded.get(args.request);
    if (!advertiser) {
      advertiser = advertiserGuard(services, args);
      guarded.set(args.request, advertiser);
    }
    return advertiser;
  };
  const loaders: ScreenLoaders = {
    dashboard: (args) => {
      const url = new URL(args.request.url);
      void Promise.all([guard(args), loadDashboardPrefetch()]).then(
        ([advertiser, { prefetchDashboard }]) => prefetchDashboard(services, advertiser, url),
        // The guard's failure (login, catch-all) is the advertiser route's to show.
        () => undefined,
      );
      return null;
    },
  };
  return createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: AppFrameFallback,
      ErrorBoundary: RouteError,
      children: [
        {
          path: 'login',
          handle: LOGIN_HANDLE,
          loader: () => loginLoader(services),
          lazy: async () => ({ Component: (await import('../login/LoginRoute.tsx')).LoginRoute }),
        },
        {
          path: 'authenticate',
          ...handle('authenticate', 'page.authenticate'),
          lazy: async () => ({ Component: (await import('../pages/AuthenticatePage.tsx')).AuthenticatePage }),
        },
        {
          path: 'refresh',
          ...handle('refresh', 'page.refresh'),
          loader: (args) => refreshLoader(services, args),
        },
        {
          path: 'signup',
          ...handle('signup', 'page.signup'),
          loader: () => signupLoader(services),
          lazy: async () => ({ Component: (await import('../pages/SignupPage.tsx')).SignupPage }),
        },
        {
          path: 'ga4/callback',
          ...handle('ga4.callback', 'page.ga4Callback'),
          loader: (args) => ga4CallbackLoader(services, args),
        },
        {
          path: 'no-advertisers',
          ...handle('no-advertisers', 'page.noAdvertisers'),
          loader: (args) => loginRequiredLoader(services, args),
          lazy: async () => ({
            Component: (await import('../pages/NoAdvertisersPage.tsx')).NoAdvertisersPage,
          }),
        },
        {
          path: 'not-found',
          ...handle('not-found', 'page.notFound'),
          Component: NotFoundPage,
        },
        // '/' always redirects (rule 5 or no-advertisers); the loader shows while it decides.
        { index: true, loader: guard, Component: AppLoader },
        {
          id: 'advertiser',
          path: ':advertiserId',
          loader: guard,
          // Moving within one advertiser keeps its guard's answer, until the advertiser list is older
          // than its lifetime: then the guard runs again and refreshes user and list (spec §4).
          shouldRevalidate: ({ defaultShouldRevalidate }) =>
            defaultShouldRevalidate || services.advertisers.isStale(),
          ErrorBoundary: RouteError,
          // Another language's messages load beside the area's code, so no screen waits for them;
          // English comes with each screen's code.
          lazy: async () => {
            const locale = initialLocale();
            const [{ AdvertiserLayout }] = await Promise.all([
              loadAdvertiserLayout(),
              locale === 'en' ? null : loadCatalogue(locale).catch(logCatalogueFailure(locale)),
            ]);
            return { Component: AdvertiserLayout };
          },
          children: advertiserRoutes(loaders),
        },
      ],
    },
  ]);
}
