import type { AppConfig } from '../config/appConfig.ts';

/**
 * The pages built into HTML at build time (`vite/prerenderPlugin.ts`): the login page, which its
 * start hydrates, and the app's frame, which the app renders over.
 */
export type PrerenderedPageName = 'login' | 'app-frame';

/** What the login page was prerendered with: its start hydrates it with exactly that. */
export interface PrerenderedPage {
  name: 'login';
  /** The build's run-time configuration, as far as the page shows it. */
  config: Pick<AppConfig, 'apiUrl' | 'sandbox'>;
}

/** The attributes of `#root` that say which page its HTML is, and with what configuration. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDER_CONFIG_ATTRIBUTE = 'data-prerender-config';

/** The login page prerendered into `root`, if its HTML is that page. */
export function prerenderedPage(root: Pick<Element, 'getAttribute'>): PrerenderedPage | null {
  const name = root.getAttribute(PRERENDERED_ATTRIBUTE);
  const config = root.getAttribute(PRERENDER_CONFIG_ATTRIBUTE);
  if (name !== 'login' || config === null) return null;
  try {
    const { apiUrl, sandbox } = JSON.parse(config) as PrerenderedPage['config'];
    return typeof apiUrl === 'string' && typeof sandbox === 'boolean'
      ? { name, config: { apiUrl, sandbox } }
      : null;
  } catch {
    return null;
  }
}
