import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createMemoryTokenStore,
  createSession,
  needsSignup,
  type SessionUser,
} from '../src/index.ts';

function setup(
  options: {
    token?: string | null;
    path?: string;
    fetchUser?: () => Promise<SessionUser>;
    redirectStorage?: Storage;
    now?: () => number;
    onLogout?: () => void;
  } = {},
) {
  const tokenStore = createMemoryTokenStore(options.token ?? null);
  const storage = createMemoryStorage();
  const navigations: { to: string; hardRefresh: boolean }[] = [];
  const session = createSession({
    tokenStore,
    storage,
    teamDomains: ['earshot.fm'],
    fetchUser: options.fetchUser ?? (async () => ({ email: 'ann@acme.com', advertisers: [] })),
    currentPath: () => options.path ?? '/acme.com/campaigns?tab=1',
    navigate: (to, { hardRefresh }) => navigations.push({ to, hardRefresh }),
    ...(options.redirectStorage ? { redirectStorage: options.redirectStorage } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onLogout ? { onLogout: options.onLogout } : {}),
  });
  return { session, tokenStore, storage, navigations };
}

describe('session', () => {
  it('is logged in exactly when a token exists', () => {
    expect(setup().session.getState().isLoggedIn).toBe(false);
    expect(setup({ token: 'abc' }).session.getState().isLoggedIn).toBe(true);
    const { session } = setup();
    session.login('fresh');
    expect(session.getState().isLoggedIn).toBe(true);
  });

  it('logout clears token, user and stored data, remembers the path and goes to login', async () => {
    const { session, tokenStore, storage, navigations } = setup({ token: 'abc' });
    await session.loadUser();
    storage.setItem('earshot.advertisers', '[]');
    session.logout({ hardRefresh: true });
    expect(tokenStore.get()).toBeNull();
    expect(session.getState().user).toBeNull();
    expect(storage.getItem('earshot.advertisers')).toBeNull();
    expect(navigations).toEqual([{ to: '/login', hardRefresh: true }]);
    expect(session.takeRedirectTarget()).toBe('/acme.com/campaigns?tab=1');
    expect(session.takeRedirectTarget()).toBeNull();
  });

  it.each(['/login', '/', '/no-advertisers', '/authenticate', '/signup', '/authenticate?token=x', '/login/'])(
    'stores no redirect target when logging out on %s',
    (path) => {
      const { session } = setup({ token: 'abc', path });
      session.logout();
      expect(session.takeRedirectTarget()).toBeNull();
    },
  );

  it('remembers the path a logged-out visitor asked for, except paths login never returns to', () => {
    const { session } = setup();
    session.rememberRedirectTarget('/acme.com/reporting');
    expect(session.takeRedirectTarget()).toBe('/acme.com/reporting');
    session.rememberRedirectTarget('/no-advertisers');
    expect(session.takeRedirectTarget()).toBeNull();
  });

  it('logs out when the user cannot be loaded', async () => {
    const { session, tokenStore, navigations } = setup({
      token: 'abc',
      fetchUser: () => Promise.reject(new Error('401')),
    });
    await expect(session.loadUser()).resolves.toBeNull();
    expect(tokenStore.get()).toBeNull();
    expect(navigations[0]?.to).toBe('/login');
  });

  it('derives the admin flag from the configured team domains', async () => {
    const admin = setup({
      token: 't',
      fetchUser: async () => ({ email: 'ops@EARSHOT.fm', advertisers: [] }),
    });
    await admin.session.loadUser();
    expect(admin.session.getState().isAdmin).toBe(true);
    const member = setup({ token: 't' });
    await member.session.loadUser();
    expect(member.session.getState().isAdmin).toBe(false);
  });

  it('flags impersonation and notifies subscribers of each change', async () => {
    const { session } = setup({
      token: 't',
      fetchUser: async () => ({ email: 'ann@acme.com', advertisers: [], impersonate: true }),
    });
    const seen: boolean[] = [];
    const unsubscribe = session.subscribe((state) => seen.push(state.isImpersonating));
    await session.loadUser();
    unsubscribe();
    session.logout();
    expect(seen).toEqual([true]);
  });

  it('needs signup when the user has exactly one advertiser and it has no url', () => {
    expect(needsSignup({ email: 'a@b.co', advertisers: [{ url: null }] })).toBe(true);
    expect(needsSignup({ email: 'a@b.co', advertisers: [{ url: '' }] })).toBe(true);
    expect(needsSignup({ email: 'a@b.co', advertisers: [{ url: 'acme.com' }] })).toBe(false);
    expect(needsSignup({ email: 'a@b.co', advertisers: [{ url: null }, { url: null }] })).toBe(false);
    expect(needsSignup({ email: 'a@b.co', advertisers: [] })).toBe(false);
    expect(needsSignup(null)).toBe(false);
  });

  it('calls onLogout on every logout, after clearing the session and before going to login', async () => {
    const seen: { token: string | null; navigations: number }[] = [];
    const { session, tokenStore, navigations } = setup({
      token: 'abc',
      fetchUser: () => Promise.reject(new Error('403')),
      onLogout: () => seen.push({ token: tokenStore.get(), navigations: navigations.length }),
    });
    await session.loadUser();
    session.login('again');
    session.logout({ hardRefresh: true });
    expect(seen).toEqual([
      { token: null, navigations: 0 },
      { token: null, navigations: 1 },
    ]);
  });

  it('calls onLogout once for several 403s answered together: the second logout has nobody to forget', () => {
    let calls = 0;
    const { session, navigations } = setup({ token: 'abc', onLogout: () => calls++ });
    session.logout();
    session.logout();
    expect(calls).toBe(1);
    expect(navigations).toHaveLength(2);
  });

  it('keeps the redirect target in the redirect storage, where a login link opened in another tab finds it', () => {
    const shared = createMemoryStorage();
    const first = setup({ token: 'abc', redirectStorage: shared });
    first.session.logout();
    expect(first.storage.length).toBe(0);
    const secondTab = setup({ redirectStorage: shared });
    expect(secondTab.session.takeRedirectTarget()).toBe('/acme.com/campaigns?tab=1');
    expect(first.session.takeRedirectTarget()).toBeNull();
  });

  it('forgets a redirect target older than the 15 minutes of a login link', () => {
    let time = 1_000_000;
    const shared = createMemoryStorage();
    const { session } = setup({ redirectStorage: shared, now: () => time });
    session.rememberRedirectTarget('/acme.com/reporting');
    time += 15 * 60 * 1000;
    expect(session.takeRedirectTarget()).toBe('/acme.com/reporting');
    session.rememberRedirectTarget('/acme.com/reporting');
    time += 15 * 60 * 1000 + 1;
    expect(session.takeRedirectTarget()).toBeNull();
  });

  it('a logout where login does not return forgets an older redirect target', () => {
    const shared = createMemoryStorage();
    const { session } = setup({ token: 'abc', path: '/', redirectStorage: shared });
    session.rememberRedirectTarget('/acme.com/reporting');
    session.logout();
    expect(session.takeRedirectTarget()).toBeNull();
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '/\t/evil.example',
    'javascript:alert(1)',
    'acme.com/reporting',
  ])('never remembers or returns %s, which would leave the app', (path) => {
    const shared = createMemoryStorage();
    const { session } = setup({ redirectStorage: shared });
    session.rememberRedirectTarget(path);
    expect(session.takeRedirectTarget()).toBeNull();
    shared.setItem('earshot.redirect', JSON.stringify({ path, savedAt: Date.now() }));
    expect(session.takeRedirectTarget()).toBeNull();
  });

  it('ignores a redirect target stored in another shape', () => {
    const shared = createMemoryStorage();
    const { session } = setup({ redirectStorage: shared });
    shared.setItem('earshot.redirect', '/acme.com/reporting');
    expect(session.takeRedirectTarget()).toBeNull();
  });
});
