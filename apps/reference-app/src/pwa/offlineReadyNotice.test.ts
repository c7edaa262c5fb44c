import { describe, expect, it } from 'vitest';
import { rememberOfflineReadyAnnounced, wasOfflineReadyAnnounced } from './offlineReadyNotice.ts';

/** A `Storage` in memory, as a browser's local storage behaves. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the offline-ready notice', () => {
  it('is news once per browser: after it showed, later visits do not show it again', () => {
    const storage = memoryStorage();
    expect(wasOfflineReadyAnnounced(storage)).toBe(false);
    rememberOfflineReadyAnnounced(storage, Date.parse('2026-11-27T09:00:00Z'));
    expect(wasOfflineReadyAnnounced(storage)).toBe(true);
    expect(wasOfflineReadyAnnounced(storage)).toBe(true);
  });

  it('survives storage the browser refuses to use', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => rememberOfflineReadyAnnounced(refusing)).not.toThrow();
    expect(wasOfflineReadyAnnounced(refusing)).toBe(false);
  });
});
