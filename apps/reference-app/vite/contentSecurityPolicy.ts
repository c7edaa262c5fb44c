import { createHash } from 'node:crypto';
import type { AppConfig } from '../src/config/appConfig.ts';

/** Where RudderStack's SDK fetches its source configuration before it sends anything. */
export const RUDDERSTACK_CONFIG_URL = 'https://api.rudderstack.com';

const originOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((source) => source.trim())
    .filter(Boolean);

/** The `script-src` source that allows exactly one inline script: the hash of its text. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * The app's Content-Security-Policy for a run-time configuration: scripts only from the app itself
 * (and the inline scripts named), network calls only to the app, the API, the search service and
 * RudderStack, and the API's own pages (the dashboard report) as the only frames. See the README for
 * why each directive.
 * @param extraConnectSources more `connect-src` sources, e.g. a data plane set outside `/config.json`
 * @param inlineScripts the text of the inline scripts the pages carry, allowed by their hashes
 */
export function contentSecurityPolicy(
  config: AppConfig,
  extraConnectSources: string[] = [],
  inlineScripts: string[] = [],
): string {
  const api = originOf(config.apiUrl);
  const unique = (sources: (string | null)[]) => [...new Set(sources.filter((source) => source !== null))];
  const directives: Record<string, (string | null)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(inlineScriptSource)],
    // React Aria inserts small <style> elements at run time, and the loading screen is inline CSS.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'media-src': ["'self'", 'blob:', api],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      api,
      originOf(config.searchUrl),
      originOf(config.analyticsDataPlaneUrl),
      RUDDERSTACK_CONFIG_URL,
      ...extraConnectSources,
    ],
    'frame-src': [api],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** More `connect-src` sources from `EARSHOT_CSP_CONNECT_SRC` (space- or comma-separated). */
export function extraConnectSourcesFromEnv(env: NodeJS.ProcessEnv): string[] {
  return list(env.EARSHOT_CSP_CONNECT_SRC);
}
