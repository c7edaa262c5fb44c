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
  /** Remembers `path` as the place to return to after login, unless it is one login never returns to. */
  rememberRedirectTarget(path: string): void;
  /** Returns the remembered redirect target once, then forgets it. */
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

/** Needs-signup: exactly one advertiser, and it has no url (spec §4). */
export function needsSignup(user: SessionUser | null): boolean {
  return user?.advertisers.length === 1 && !user.advertisers[0]?.url;
}

/** Whether logging out at `path` should remember it as the place to return to. */
export function isRedirectTarget(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PATHS_WITHOUT_REDIRECT.includes(normalized);
}

/** Creates the session state machine. Touches no storage until a method is called. */
export function createSession<U extends SessionUser>(options: SessionOptions<U>): Session<U> {
  const { tokenStore, storage } = options;
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
      const path = options.currentPath();
      tokenStore.clear();
      user = null;
      storage.clear();
      session.rememberRedirectTarget(path);
      publish();
      options.navigate(options.loginPath ?? '/login', { hardRefresh: logoutOptions.hardRefresh ?? false });
    },
    rememberRedirectTarget(path) {
      if (isRedirectTarget(path)) storage.setItem(REDIRECT_KEY, path);
    },
    takeRedirectTarget() {
      const target = storage.getItem(REDIRECT_KEY);
      storage.removeItem(REDIRECT_KEY);
      return target;
    },
  };
  return session;
}
