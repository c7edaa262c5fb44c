import type { Plugin } from 'vite';
import { type AppConfig, parseAppConfig } from '../src/config/appConfig.ts';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The run-time configuration from the environment of the serving process. */
export function appConfigFromEnv(env: NodeJS.ProcessEnv): AppConfig {
  return parseAppConfig({
    apiUrl: env.API_URL,
    // Like the API: sandbox only when switched on, since the login page then lists mailbox links.
    sandbox: env.EARSHOT_SANDBOX === 'true',
    adminDomains: list(env.EARSHOT_ADMIN_DOMAINS),
    analyticsWriteKey: env.RUDDERSTACK_WRITE_KEY,
    analyticsDataPlaneUrl: env.RUDDERSTACK_DATA_PLANE_URL,
    supportChatUrl: env.SUPPORT_CHAT_URL,
    searchUrl: env.SEARCH_URL,
    searchApiKey: env.EARSHOT_SEARCH_API_KEY,
  });
}

/**
 * Serves `/config.json` from the environment in `vite` and `vite preview`, so one build runs against
 * any API, and writes the build-time values into `dist/config.json` for static hosting.
 */
export function runtimeConfigPlugin(): Plugin {
  const body = () => JSON.stringify(appConfigFromEnv(process.env));
  // Returns nothing: a function returned from these hooks would run after Vite's own middlewares.
  const serve = (server: {
    middlewares: { use: (path: string, handler: ServeHandler) => unknown };
  }): void => {
    server.middlewares.use('/config.json', (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('cache-control', 'no-store');
      response.end(body());
    });
  };
  return {
    name: 'earshot-runtime-config',
    configureServer: serve,
    configurePreviewServer: serve,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: body() });
    },
  };
}

type ServeHandler = (
  request: unknown,
  response: { setHeader(name: string, value: string): void; end(body: string): void },
) => void;
