import { createLocalStorageTokenStore } from '@earshot/sdk-core';
import { isLoginVisit } from './login/isLoginVisit.ts';
import { startLoginPage } from './login/startLoginPage.tsx';

// A logged-out visit of /login starts the login page on its own, without the router, the session and
// the query cache; every other visit loads and starts the whole app.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
if (isLoginVisit(window.location.pathname, createLocalStorageTokenStore())) {
  void startLoginPage(root);
} else {
  void import('./app/startApp.tsx').then(({ startApp }) => startApp(root));
}
