import { type AppConfig, parseAppConfig } from './appConfig.ts';

/**
 * Fetches `/config.json`. The service worker keeps the last answer, so the app starts offline;
 * without any answer the defaults apply.
 */
export async function loadAppConfig(): Promise<AppConfig> {
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    return parseAppConfig(response.ok ? await response.json() : null);
  } catch (error) {
    console.error('Could not load /config.json; using the defaults', error);
    return parseAppConfig(null);
  }
}
