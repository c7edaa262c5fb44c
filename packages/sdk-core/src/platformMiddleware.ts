import { DEFAULT_NOTIFICATION_KIND, TOAST_KINDS } from '@earshot/validators';
import type { Middleware } from 'openapi-fetch';
import {
  AD_BLOCKER_NOTIFICATION,
  type LogoutRequest,
  type PlatformNotification,
  SIGNUP_ISSUE_TITLE,
} from './notifications.ts';
import type { TokenStore } from './tokenStore.ts';

/** Options of {@link createPlatformMiddleware}. */
export interface PlatformMiddlewareOptions {
  tokenStore: TokenStore;
  /** Called on every 403, whatever its body: log out and go to login. */
  onLogout?: (request: LogoutRequest) => void;
  /** Called for every notification the spec asks for. */
  onNotify?: (notification: PlatformNotification) => void;
}

interface ResponseBody {
  _token?: unknown;
  Message?: unknown;
  type?: unknown;
  hardRefresh?: unknown;
  showToast?: unknown;
}

async function readJson(response: Response): Promise<ResponseBody | null> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as ResponseBody) : null;
  } catch {
    return null;
  }
}

/** Advertiser URLs are the ones ad blockers tend to block (spec §8). */
function isAdvertiserUrl(url: string): boolean {
  return /\/companies(?:[/?]|$)/.test(new URL(url).pathname);
}

/**
 * The middleware of spec §4 and §8: bearer header from the stored token, `_token` replaces the stored
 * token, 403 logs out, `Message` notifies, and a network failure on advertiser URLs warns about ad blockers.
 */
export function createPlatformMiddleware(options: PlatformMiddlewareOptions): Middleware {
  const { tokenStore, onLogout, onNotify } = options;
  return {
    onRequest({ request }) {
      const token = tokenStore.get();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      const body = await readJson(response);
      if (typeof body?._token === 'string' && body._token !== '') tokenStore.set(body._token);
      const message = typeof body?.Message === 'string' && body.Message !== '' ? body.Message : null;
      // Spec §8: a 403 logs out whatever its body, also an empty one or a proxy's HTML page.
      if (response.status === 403) {
        onLogout?.({ hardRefresh: body?.hardRefresh === true });
        if (body?.showToast === true && message) {
          onNotify?.({ kind: 'error', title: SIGNUP_ISSUE_TITLE, message });
        }
        return response;
      }
      if (!body || !message) return response;
      // A 401 is the session ending, not something the user can act on: it is not announced.
      if (response.status === 401) return response;
      if (!response.ok) onNotify?.({ kind: 'error', message });
      else
        onNotify?.({
          kind: TOAST_KINDS.find((kind) => kind === body.type) ?? DEFAULT_NOTIFICATION_KIND,
          message,
        });
      return response;
    },
    onError({ request, error }) {
      if (isAdvertiserUrl(request.url) && !(error instanceof DOMException && error.name === 'AbortError')) {
        onNotify?.(AD_BLOCKER_NOTIFICATION);
      }
    },
  };
}
