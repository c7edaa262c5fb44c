/** Where the app remembers, in local storage, that it has said it works offline. */
const ANNOUNCED_KEY = 'earshot.offlineReadyAnnounced';

/**
 * Whether this browser was already told that the app works offline: the message is news once, when
 * the service worker is first installed, not on every visit.
 */
export function wasOfflineReadyAnnounced(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(ANNOUNCED_KEY) !== null;
  } catch {
    // Storage that cannot be read (blocked by the browser's settings) announces every time.
    return false;
  }
}

/** Remembers that the offline-ready message was shown in this browser. */
export function rememberOfflineReadyAnnounced(
  storage: Pick<Storage, 'setItem'>,
  now: number = Date.now(),
): void {
  try {
    storage.setItem(ANNOUNCED_KEY, new Date(now).toISOString());
  } catch {
    // Full or blocked storage: the message may show again, which is all that is lost.
  }
}
