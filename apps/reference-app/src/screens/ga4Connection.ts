/** Where the GA4 connection remembers what it started: the state it sent and the advertiser's path segment. */
const GA4_KEY = 'earshot.ga4';

/** A GA4 connection waiting for Google's answer. */
export interface PendingGa4Connection {
  /** The `state` sent to the consent page, checked when it comes back. */
  state: string;
  /** The advertiser's path segment, so the callback returns to the right advertiser. */
  advertiser: string;
}

/** Remembers a connection the user started. */
export function rememberGa4Connection(pending: PendingGa4Connection): void {
  window.sessionStorage.setItem(GA4_KEY, JSON.stringify(pending));
}

/** The connection the user started, if any. */
export function pendingGa4Connection(): PendingGa4Connection | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(GA4_KEY) ?? 'null') as PendingGa4Connection | null;
    return value && typeof value.state === 'string' && typeof value.advertiser === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the connection once answered. */
export function forgetGa4Connection(): void {
  window.sessionStorage.removeItem(GA4_KEY);
}
