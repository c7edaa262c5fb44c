/**
 * Where the session token lives. The client reads it for the bearer header and replaces it
 * when a response carries `_token`; the session clears it on logout.
 */
export interface TokenStore {
  /** The stored token, or `null` when logged out. */
  get(): string | null;
  /** Stores a token, replacing any previous one. */
  set(token: string): void;
  /** Forgets the token. */
  clear(): void;
}

/** Options of {@link createLocalStorageTokenStore}. */
export interface LocalStorageTokenStoreOptions {
  /**
   * Storage key of the token.
   * @default 'earshot.token'
   */
  key?: string;
  /**
   * Returns the storage to use, called on every access (never at import time, so the store is SSR-safe).
   * @default () => globalThis.localStorage
   */
  storage?: () => Storage | undefined;
}

/** Keeps the token in memory only: for tests, servers and embeds that manage the token themselves. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

/**
 * Keeps the token in local storage. Without a storage (server rendering, storage disabled) the store
 * behaves as logged out instead of throwing.
 */
export function createLocalStorageTokenStore(options: LocalStorageTokenStoreOptions = {}): TokenStore {
  const key = options.key ?? 'earshot.token';
  const storage = options.storage ?? (() => globalThis.localStorage);
  return {
    get: () => storage()?.getItem(key) ?? null,
    set: (token) => storage()?.setItem(key, token),
    clear: () => storage()?.removeItem(key),
  };
}

/** The part of `document` a cookie store needs. */
export interface CookieJar {
  cookie: string;
}

/** Options of {@link createCookieTokenStore}. */
export interface CookieTokenStoreOptions {
  /**
   * Cookie name.
   * @default 'earshot_token'
   */
  name?: string;
  /**
   * Returns the cookie jar, called on every access (never at import time).
   * @default () => globalThis.document
   */
  jar?: () => CookieJar | undefined;
  /**
   * Cookie lifetime in seconds.
   * @default 31536000 (one year)
   */
  maxAgeSeconds?: number;
  /**
   * Cookie path.
   * @default '/'
   */
  path?: string;
  /**
   * SameSite attribute.
   * @default 'Lax'
   */
  sameSite?: 'Strict' | 'Lax' | 'None';
  /**
   * Adds the Secure attribute (required by browsers with SameSite=None).
   * @default false
   */
  secure?: boolean;
}

/** Keeps the token in a cookie, for apps that share the session with server-rendered pages. */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const name = options.name ?? 'earshot_token';
  const jar = options.jar ?? (() => globalThis.document as CookieJar | undefined);
  const attributes = [
    `path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
  const write = (value: string, maxAge: number) => {
    const target = jar();
    if (target) target.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; ${attributes}`;
  };
  return {
    get: () => {
      const cookies = jar()?.cookie ?? '';
      for (const part of cookies.split(';')) {
        const [rawName, ...rest] = part.trim().split('=');
        if (rawName === name) {
          const value = decodeURIComponent(rest.join('='));
          return value === '' ? null : value;
        }
      }
      return null;
    },
    set: (token) => write(token, options.maxAgeSeconds ?? 31_536_000),
    clear: () => write('', 0),
  };
}
