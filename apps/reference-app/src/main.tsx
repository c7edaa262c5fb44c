import { createLocalStorageTokenStore } from '@earshot/sdk-core';
import { isLoginVisit } from './login/isLoginVisit.ts';
import { applyPreloadedStylesheets } from './prerender/applyPreloadedStylesheets.ts';
import { prerenderedPage } from './prerender/prerenderedPage.ts';
import { startDashboardCode } from './router/dashboardCode.ts';

// A logged-out visit of /login starts the login page on its own, without the router, the session and
// the query cache, hydrating the HTML prerendered for it (whose head preloads the login page's
// modules); every other visit loads and starts the whole app, and a dashboard's visit its screen's code
// at once. Neither loads the other's code.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
applyPreloadedStylesheets(document);
const tokenStore = createLocalStorageTokenStore();
if (isLoginVisit(window.location.pathname, tokenStore)) {
  const page = prerenderedPage(root);
  void import('./login/startLoginPage.tsx').then(({ startLoginPage }) => startLoginPage(root, page));
} else {
  void import('./app/startApp.tsx').then(({ startApp }) => startApp(root));
  startDashboardCode(window.location.pathname, tokenStore);
}
