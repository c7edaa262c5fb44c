import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api.d.ts';
import type { LogoutRequest, PlatformNotification } from './notifications.ts';
import { createPlatformMiddleware } from './platformMiddleware.ts';
import type { RetryOptions } from './retry.ts';
import { createRetryingFetch } from './retryingFetch.ts';
import { createSessionRefreshingFetch, type SessionRefresher } from './sessionRefreshingFetch.ts';
import type { TokenStore } from './tokenStore.ts';

/** The typed client of the platform API: openapi-fetch over the generated paths. */
export type PlatformClient = Client<paths>;

/** Options of {@link createPlatformClient}. */
export interface PlatformClientOptions {
  /** The versioned API base, e.g. 'http://localhost:8787/v1'. */
  baseUrl: string;
  /** Where the session token is read from and refreshed into. */
  tokenStore: TokenStore;
  /**
   * The fetch implementation.
   * @default globalThis.fetch (looked up per request, so it may be installed after creation)
   */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Called when a request answers 401 (the session token expired or was revoked): answer a new token
   * (e.g. from the host's backend) and the request is sent again with it, once; answer `null` to let
   * the 401 stand. Requests failing together ask once.
   * @default none: a 401 is answered as it came
   */
  onSessionExpired?: SessionRefresher;
  /** Called when the server answers 403: log out, with a full reload when it asks for one. */
  onLogout?: (request: LogoutRequest) => void;
  /** Called with every notification the server's answers ask for. */
  onNotify?: (notification: PlatformNotification) => void;
  /**
   * Retry policy of the calls the spec retries (listing voices).
   * @default { maxRetries: 3, delayMs: 1000, backoffFactor: 2 }
   */
  retry?: Omit<RetryOptions, 'shouldRetry'>;
}

/** Listing voices is the one call the spec retries on failure (§7). */
const isVoicesRequest = (request: Request) => /\/assets\/audio\/voices$/.test(new URL(request.url).pathname);

/** The API base of every client {@link createPlatformClient} made, for addresses handed out as text. */
const baseUrls = new WeakMap<PlatformClient, string>();

/** Creates the platform API client with the session and notification middleware of spec §4 and §8. */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const client = createClient<paths>({
    baseUrl,
    fetch: createRetryingFetch(
      options.onSessionExpired
        ? createSessionRefreshingFetch(baseFetch, {
            tokenStore: options.tokenStore,
            onSessionExpired: options.onSessionExpired,
          })
        : baseFetch,
      { ...options.retry, isRetried: isVoicesRequest },
    ),
  });
  client.use(
    createPlatformMiddleware({
      tokenStore: options.tokenStore,
      ...(options.onLogout ? { onLogout: options.onLogout } : {}),
      ...(options.onNotify ? { onNotify: options.onNotify } : {}),
    }),
  );
  baseUrls.set(client, baseUrl);
  return client;
}

/**
 * The versioned API base a client calls, without a trailing slash, e.g. 'http://localhost:8787/v1'.
 * Throws for a client that {@link createPlatformClient} did not make, which keeps its base to itself.
 */
export function platformBaseUrl(client: PlatformClient): string {
  const baseUrl = baseUrls.get(client);
  if (baseUrl === undefined) {
    throw new TypeError(
      'This client does not tell its base URL: create it with createPlatformClient({ baseUrl, tokenStore })',
    );
  }
  return baseUrl;
}
