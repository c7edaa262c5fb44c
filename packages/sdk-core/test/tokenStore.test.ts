import { describe, expect, it } from 'vitest';
import {
  type CookieJar,
  createCookieTokenStore,
  createLocalStorageTokenStore,
  createMemoryStorage,
  createMemoryTokenStore,
} from '../src/index.ts';

/** Mimics document.cookie: writes set one cookie, max-age=0 deletes it, reads list name=value pairs. */
function cookieJar(): CookieJar & { writes: string[] } {
  const cookies = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

describe('token stores', () => {
  it('memory store starts with the initial token and forgets it on clear', () => {
    const store = createMemoryTokenStore('abc');
    expect(store.get()).toBe('abc');
    store.set('def');
    expect(store.get()).toBe('def');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('local storage store reads and writes the storage under its key', () => {
    const storage = createMemoryStorage();
    const store = createLocalStorageTokenStore({ storage: () => storage, key: 'token' });
    expect(store.get()).toBeNull();
    store.set('t1');
    expect(storage.getItem('token')).toBe('t1');
    store.clear();
    expect(storage.getItem('token')).toBeNull();
  });

  it('local storage store behaves as logged out where there is no storage (server rendering)', () => {
    const store = createLocalStorageTokenStore({ storage: () => undefined });
    store.set('ignored');
    expect(store.get()).toBeNull();
  });

  it('cookie store keeps the token in a cookie with its attributes and deletes it on clear', () => {
    const jar = cookieJar();
    const store = createCookieTokenStore({ jar: () => jar, secure: true, sameSite: 'Strict' });
    store.set('a b=c');
    expect(store.get()).toBe('a b=c');
    expect(jar.writes[0]).toBe('earshot_token=a%20b%3Dc; max-age=31536000; path=/; SameSite=Strict; Secure');
    store.clear();
    expect(store.get()).toBeNull();
  });
});
