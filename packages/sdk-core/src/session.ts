import { isAdminEmail } from '@earshot/validators';
import type { TokenStore } from './tokenStore.ts';

/** The fields of a user the session rules read. */
export interface SessionUser {
  email: string;
  advertisers: readonly { url: string | null }[];
  impersonate?: boolean;
}

/** A snapshot of the session. */
export interface SessionState<U extends SessionUser = SessionUser> {
  /** True when a token is stored (spec §4: logged in when a token exists). */
  isLoggedIn: boolean;
  /** The loaded user, `null` until {@link Session.loadUser} succeeds. */
  user: U | null;
  /** The user's e-mail domain is one of the team domains. */
  isAdmin: boolean;
  /** The user is an admin acting as someone else. */
  isImpersonating: boolean;
  /** The user has exactly one advertiser and it has no url yet. */
  needsSignup: boolean;
}

/** Options of {@link createSession}. */
export interface SessionOptions<U extends SessionUser> {
  /** Where the token lives. */
  tokenStore: TokenStore;
  /** Storage holding the data cached for the user (advertiser list, …), cleared on logout. */
  storage: Storage;
  /**
   * Where the redirect target waits for login. Local storage in the browser, so that the login
   * link, often opened in a new tab, still finds it.
   * @default storage
   */
  redirectStorage?: Storage;
  /**
   * How long a remembered redirect target stays valid, in milliseconds.
   * @default REDIRECT_TARGET_TTL_MS (15 minutes, the life of a login link)
   */
  redirectTargetTtlMs?: number;
  /**
   * The clock of the redirect target's lifetime.
   * @default Date.now
   */
  now?: () => number;
  /** Loads the current user (GET /users/me). */
  fetchUser: () => Promise<U>;
  /**
   * E-mail domains of the provider's team; users of these domains are admins.
   * @default []
   */
  teamDomains?: readonly string[];
  /** Returns the current path (with query string), remembered as the redirect target on logout. */
  currentPath: () => string;
  /** Navigates to a path; logout navigates to `loginPath`. */
  navigate: (to: string, options: { hardRefresh: boolean }) => void;
  /**
   * Path of the login screen.
   * @default '/login'
   */
  loginPath?: string;
  /**
   * Called on every logout (the user's, a 403's, a failed user load), after token, user and stored
   * data are cleared and before going to login: forget what the app keeps elsewhere for the user,
   * e.g. reset analytics or an admin's token kept during impersonation. Not called again by a
   * logout of a session already logged out (the second of several 403s answered together), which
   * has nobody to forget.
   * @default nothing
   */
  onLogout?: () => void;
}

/** The session: token, user and the transitions of spec §4. */
export interface Session<U extends SessionUser = SessionUser> {
  /** The current snapshot (a new object after every change). */
  getState(): SessionState<U>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: SessionState<U>) => void): () => void;
  /** Stores the token of a fresh login. */
  login(token: string): void;
  /** Fetches the user; a failure logs out (spec §8). Resolves to the user or `null`. */
  loadUser(): Promise<U | null>;
  /** Clears token, user and stored data, remembers the current path and goes to login. */
  logout(options?: { hardRefresh?: boolean }): void;
  /**
   * Remembers `path` as the place to return to after login, unless it is one login never returns to
   * or not a path of this app.
   */
  rememberRedirectTarget(path: string): void;
  /** Returns the remembered redirect target once, then forgets it; `null` once its lifetime is over. */
  takeRedirectTarget(): string | null;
}

/** Paths after which login does not return (spec §2). */
export const PATHS_WITHOUT_REDIRECT: readonly string[] = [
  '/login',
  '/',
  '/no-advertisers',
  '/authenticate',
  '/signup',
];

const REDIRECT_KEY = 'earshot.redirect';

/** Lifetime of a remembered redirect target: the 15-minute life of a login link. */
export const REDIRECT_TARGET_TTL_MS = 15 * 60 * 1000;

interface StoredRedirect {
  path: string;
  savedAt: number;
}

/** Needs-signup: exactly one advertiser, and it has no url (spec §4). */
export function needsSignup(user: SessionUser | null): boolean {
  return user?.advertisers.length === 1 && !user.advertisers[0]?.url;
}

/**
 * Whether `path` is a path of this app: it starts with one `/` and no `//` or `/\\`, which browsers
 * read as another origin. Anything else would make the redirect after login an open redirect.
 */
export function isAppPath(path: string): boolean {
  // Browsers drop tabs and line breaks from URLs, so `/\t/evil.example` would become `//evil.example`.
  return /^\/(?![/\\])/.test(path) && ![...path].some((char) => char < ' ');
}

/** Whether logging out at `path` should remember it as the place to return to. */
export function isRedirectTarget(path: string): boolean {
  if (!isAppPath(path)) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PATHS_WITHOUT_REDIRECT.includes(normalized);
}

function parseStoredRedirect(raw: string | null): StoredRedirect | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const { path, savedAt } = (value ?? {}) as Partial<StoredRedirect>;
    return typeof path === 'string' && typeof savedAt === 'number' ? { path, savedAt } : null;
  } catch {
    return null;
  }
}

/** Creates the session state machine. Touches no storage until a method is called. */
export function createSession<U extends SessionUser>(options: SessionOptions<U>): Session<U> {
  const { tokenStore, storage } = options;
  const redirectStorage = options.redirectStorage ?? storage;
  const redirectTargetTtlMs = options.redirectTargetTtlMs ?? REDIRECT_TARGET_TTL_MS;
  const now = options.now ?? Date.now;
  const teamDomains = options.teamDomains ?? [];
  const listeners = new Set<(state: SessionState<U>) => void>();
  let user: U | null = null;

  const snapshot = (): SessionState<U> => {
    const isAdmin = user ? isAdminEmail(user.email, teamDomains) : false;
    return {
      isLoggedIn: tokenStore.get() !== null,
      user,
      isAdmin,
      isImpersonating: user?.impersonate === true,
      needsSignup: needsSignup(user),
    };
  };
  let state = snapshot();
  const publish = () => {
    state = snapshot();
    for (const listener of listeners) listener(state);
  };

  const session: Session<U> = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login(token) {
      tokenStore.set(token);
      publish();
    },
    async loadUser() {
      try {
        user = await options.fetchUser();
        publish();
        return user;
      } catch {
        session.logout();
        return null;
      }
    },
    logout(logoutOptions = {}) {
      const hadSession = tokenStore.get() !== null || user !== null;
      const path = options.currentPath();
      tokenStore.clear();
      user = null;
      storage.clear();
      redirectStorage.removeItem(REDIRECT_KEY);
      session.rememberRedirectTarget(path);
      if (hadSession) options.onLogout?.();
      publish();
      options.navigate(options.loginPath ?? '/login', { hardRefresh: logoutOptions.hardRefresh ?? false });
    },
    rememberRedirectTarget(path) {
      if (!isRedirectTarget(path)) return;
      redirectStorage.setItem(
        REDIRECT_KEY,
        JSON.stringify({ path, savedAt: now() } satisfies StoredRedirect),
      );
    },
    takeRedirectTarget() {
      const raw = redirectStorage.getItem(REDIRECT_KEY);
      redirectStorage.removeItem(REDIRECT_KEY);
      const stored = parseStoredRedirect(raw);
      if (!stored || now() - stored.savedAt > redirectTargetTtlMs) return null;
      // Checked again on the way out: the storage is shared with every script of the origin.
      return isRedirectTarget(stored.path) ? stored.path : null;
    },
  };
  return session;
}
