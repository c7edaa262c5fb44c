import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createMemoryTokenStore,
  createSession,
  needsSignup,
  type SessionUser,
} from '../src/index.ts';

function setup(
  options: { token?: string | null; path?: string; fetchUser?: () => Promise<SessionUser> } = {},
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
});
