import type { TokenStore } from './tokenStore.ts';

/**
 * Asks the host for a new session token once a request answered 401, e.g. by calling its own
 * backend; answers the token, or `null` when the session cannot be renewed (the 401 then stands).
 */
export type SessionRefresher = () => Promise<string | null> | string | null;

/** Options of {@link createSessionRefreshingFetch}. */
export interface SessionRefreshingFetchOptions {
  tokenStore: TokenStore;
  onSessionExpired: SessionRefresher;
}

/**
 * Wraps fetch so that a 401 asks the host for a new token (once for all the requests that fail
 * together, and not at all when another request already renewed the stored one), stores it and
 * sends the request again with it, once. A request that fails again, or a
 * host that answers no token, gets the 401 as it came.
 */
export function createSessionRefreshingFetch(
  baseFetch: (request: Request) => Promise<Response>,
  { tokenStore, onSessionExpired }: SessionRefreshingFetchOptions,
): (request: Request) => Promise<Response> {
  let refreshing: Promise<string | null> | null = null;
  const refresh = () => {
    refreshing ??= Promise.resolve()
      .then(onSessionExpired)
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  return async (request) => {
    const again = request.clone();
    const sentWith = request.headers.get('Authorization');
    const response = await baseFetch(request);
    if (response.status !== 401) return response;
    // Another request may have renewed the session meanwhile: its token is tried before asking.
    const stored = tokenStore.get();
    const token = stored && `Bearer ${stored}` !== sentWith ? stored : await refresh();
    if (!token) return response;
    tokenStore.set(token);
    again.headers.set('Authorization', `Bearer ${token}`);
    return baseFetch(again);
  };
}
