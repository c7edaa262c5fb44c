import { renderToString } from 'react-dom/server';
import { loadedAppMessages } from '../i18n/appCatalogues.ts';
import { createAppTranslate } from '../i18n/appTranslate.ts';
import { documentTitle } from '../layout/documentTitle.ts';
import { LOGIN_HANDLE } from '../router/routeHandle.ts';
import { LoginApp, type LoginConfig } from './LoginApp.tsx';

/** The login page as the build prerenders it into `login.html`: its markup and its title. */
export interface RenderedLoginPage {
  html: string;
  title: string;
}

/**
 * Renders the login page at build time, in English and the light theme, exactly as the browser's
 * first render hydrates it (`startLoginPage`).
 */
export function renderLoginPage(config: LoginConfig): RenderedLoginPage {
  const english = loadedAppMessages('en');
  if (!english) throw new Error('The English app messages are always bundled');
  const t = createAppTranslate('en', english);
  return {
    html: renderToString(<LoginApp config={config} locale="en" />),
    title: documentTitle(t('app.name'), [t(LOGIN_HANDLE.title)]),
  };
}
