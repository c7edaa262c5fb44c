import { describe, expect, it } from 'vitest';
import { type AnalyticsSdk, createAnalytics } from '../src/index.ts';

/** An implementation of the SDK interface that records every call. */
function recordingSdk() {
  const calls: [string, ...unknown[]][] = [];
  const sdk: AnalyticsSdk = {
    load: (...args) => void calls.push(['load', ...args]),
    identify: (...args) => void calls.push(['identify', ...args]),
    group: (...args) => void calls.push(['group', ...args]),
    page: (...args) => void calls.push(['page', ...args]),
    track: (...args) => void calls.push(['track', ...args]),
    reset: () => void calls.push(['reset']),
    startSession: (...args) => void calls.push(['startSession', ...args]),
  };
  return { sdk, calls };
}

const user = { email: 'ann@acme.com', first_name: 'Ann', last_name: 'Lee' };
const advertiser = { uuid: 'adv-1', name: 'Acme', url: 'acme.com', user_role: 2, onboarded: false };
const options = { writeKey: 'wk_123', dataPlaneUrl: 'https://dp.example.com', storageType: 'bogus' };

describe('analytics', () => {
  it('loads the SDK lazily, once, with normalized options', async () => {
    const { sdk, calls } = recordingSdk();
    let loads = 0;
    const analytics = createAnalytics({
      options,
      loadSdk: async () => {
        loads++;
        return sdk;
      },
    });
    expect(loads).toBe(0);
    await analytics.page('dashboard', { path: '/acme.com', referrer: null });
    await analytics.page('campaigns', { path: '/acme.com/campaigns', referrer: '/acme.com' });
    expect(loads).toBe(1);
    const [name, writeKey, dataPlaneUrl, loadOptions] = calls[0] ?? [];
    expect([name, writeKey, dataPlaneUrl]).toEqual(['load', 'wk_123', 'https://dp.example.com']);
    expect(loadOptions).toMatchObject({ logLevel: 'ERROR', storage: { type: 'cookieStorage' } });
    expect(calls[2]).toEqual(['page', 'campaigns', { path: '/acme.com/campaigns', referrer: '/acme.com' }]);
  });

  it('identifies by e-mail with traits, groups by advertiser uuid and tracks with groupId', async () => {
    const { sdk, calls } = recordingSdk();
    const analytics = createAnalytics({ options, loadSdk: async () => sdk });
    await analytics.identify(user, { isAdmin: false });
    await analytics.group(advertiser);
    await analytics.track('Campaign Created', { campaignId: 'c1' });
    expect(calls.slice(1)).toEqual([
      ['identify', 'ann@acme.com', { email: 'ann@acme.com', first_name: 'Ann', last_name: 'Lee' }],
      [
        'group',
        'adv-1',
        { group_type: 'company', name: 'Acme', url: 'acme.com', userRole: 2, onboarded: false },
      ],
      ['track', 'Campaign Created', { campaignId: 'c1', groupId: 'adv-1' }],
    ]);
  });

  it.each([
    ['admins', user, true],
    ['impersonating users', { ...user, impersonate: true }, false],
  ])('sends nothing for %s', async (_who, who, isAdmin) => {
    const { sdk, calls } = recordingSdk();
    const analytics = createAnalytics({ options, loadSdk: async () => sdk });
    await analytics.identify(who, { isAdmin });
    await analytics.group(advertiser);
    await analytics.page('dashboard', { path: '/', referrer: null });
    await analytics.track('Anything');
    expect(calls).toEqual([]);
  });

  it('sends nothing without a valid write key', async () => {
    const { sdk, calls } = recordingSdk();
    const analytics = createAnalytics({ options: { writeKey: '  ' }, loadSdk: async () => sdk });
    await analytics.identify(user, { isAdmin: false });
    expect(calls).toEqual([]);
  });

  it('only logs failures of loading or calling the SDK', async () => {
    const logged: unknown[][] = [];
    const logger = { error: (...args: unknown[]) => void logged.push(args) };
    const failing = createAnalytics({ options, logger, loadSdk: () => Promise.reject(new Error('blocked')) });
    await expect(failing.page('dashboard', { path: '/', referrer: null })).resolves.toBeUndefined();
    const { sdk } = recordingSdk();
    const throwing = createAnalytics({
      options,
      logger,
      loadSdk: async () => ({
        ...sdk,
        track: () => {
          throw new Error('quota exceeded');
        },
      }),
    });
    await expect(throwing.track('x')).resolves.toBeUndefined();
    expect(logged.map(([, error]) => (error as Error).message)).toEqual(['blocked', 'quota exceeded']);
  });

  it('reset lifts the admin silence for the next user', async () => {
    const { sdk, calls } = recordingSdk();
    const analytics = createAnalytics({ options, loadSdk: async () => sdk });
    await analytics.identify(user, { isAdmin: true });
    await analytics.reset();
    await analytics.identify(user, { isAdmin: false });
    expect(calls.map(([name]) => name)).toEqual(['load', 'identify']);
  });

  it('loads the SDK with every option of spec §9, defaults included', async () => {
    const { sdk, calls } = recordingSdk();
    const logged: unknown[][] = [];
    const analytics = createAnalytics({
      options: { writeKey: 'wk_123', dataPlaneUrl: 'https://dp.example.com' },
      logger: { error: (...args: unknown[]) => void logged.push(args) },
      loadSdk: async () => sdk,
    });
    await analytics.track('Opened');
    expect(calls[0]).toEqual([
      'load',
      'wk_123',
      'https://dp.example.com',
      {
        logLevel: 'ERROR',
        sessions: { autoTrack: true, timeout: 1_800_000 },
        storage: {
          type: 'cookieStorage',
          encryption: { version: 'v3' },
          cookie: { maxage: 31_536_000_000, samesite: 'Lax' },
        },
        sameSiteCookie: 'Lax',
        dataPlaneEventsBufferTimeout: 10_000,
        consentManagement: { enabled: false },
        preConsent: { enabled: false, storage: { strategy: 'none' }, events: { delivery: 'immediate' } },
      },
    ]);
    expect(calls[1]?.[0]).toBe('track');
    expect(logged).toEqual([]);
  });

  it('loads the SDK with the configured options and starts the manual session id', async () => {
    const { sdk, calls } = recordingSdk();
    const analytics = createAnalytics({
      options: {
        writeKey: 'wk_123',
        dataPlaneUrl: 'https://dp.example.com',
        storageType: 'localStorage',
        preConsentStorage: 'anonymousId',
        preConsentDelivery: 'buffer',
        sessionTimeoutMs: 600_000,
        sessionId: '1732300000000',
        consentManager: 'oneTrust',
        logLevel: 'DEBUG',
        sameSite: 'Strict',
        cookieMaxAgeMs: 86_400_000,
        dataPlaneBufferTimeoutMs: 5_000,
      },
      logger: { error: () => undefined },
      loadSdk: async () => sdk,
    });
    await analytics.page('dashboard', { path: '/acme.com/dashboard', referrer: null });
    expect(calls.slice(0, 2)).toEqual([
      [
        'load',
        'wk_123',
        'https://dp.example.com',
        {
          logLevel: 'DEBUG',
          sessions: { autoTrack: false, timeout: 600_000 },
          storage: {
            type: 'localStorage',
            encryption: { version: 'v3' },
            cookie: { maxage: 86_400_000, samesite: 'Strict' },
          },
          sameSiteCookie: 'Strict',
          dataPlaneEventsBufferTimeout: 5_000,
          consentManagement: { enabled: true, provider: 'oneTrust' },
          preConsent: {
            enabled: true,
            storage: { strategy: 'anonymousId' },
            events: { delivery: 'buffer' },
          },
        },
      ],
      ['startSession', 1_732_300_000_000],
    ]);
  });

  it('logs the configured options the SDK cannot apply, naming what it uses instead', async () => {
    const { sdk } = recordingSdk();
    const logged: unknown[] = [];
    const analytics = createAnalytics({
      options: {
        writeKey: 'wk_123',
        residency: 'EU',
        requestTimeoutMs: 5_000,
        scriptLoadTimeoutMs: 20_000,
        polyfillLoadTimeoutMs: 15_000,
        debounceMs: 500,
      },
      logger: { error: (message: unknown) => void logged.push(message) },
      loadSdk: async () => sdk,
    });
    await analytics.track('Opened');
    expect(logged).toEqual([
      'Analytics option requestTimeoutMs (5000) is not applied: the SDK always uses 10000',
      'Analytics option scriptLoadTimeoutMs (20000) is not applied: the SDK always uses 10000',
      'Analytics option polyfillLoadTimeoutMs (15000) is not applied: the SDK always uses 10000',
      'Analytics option debounceMs (500) is not applied: the SDK always uses 250',
      "Analytics residency 'EU' is not applied: the SDK delivers to dataPlaneUrl, so set it to your EU data plane",
    ]);
  });
});

describe('analytics waiting for the user', () => {
  const firstEvents = async (analytics: ReturnType<typeof createAnalytics>) => {
    await analytics.page('dashboard', { path: '/acme.com/dashboard', referrer: null });
    await analytics.group(advertiser);
    await analytics.track('Opened');
  };

  it('holds the events of a page until the user is known, then sends them after identify', async () => {
    const { sdk, calls } = recordingSdk();
    const analytics = createAnalytics({ options, waitForUser: true, loadSdk: async () => sdk });
    await firstEvents(analytics);
    expect(calls).toEqual([]);
    await analytics.identify(user, { isAdmin: false });
    expect(calls.map(([name]) => name)).toEqual(['load', 'identify', 'page', 'group', 'track']);
    expect(calls[4]).toEqual(['track', 'Opened', { groupId: 'adv-1' }]);
  });

  it.each([
    ['an admin', user, true],
    ['an impersonating user', { ...user, impersonate: true }, false],
  ])('never sends the held or later events of %s', async (_who, who, isAdmin) => {
    const { sdk, calls } = recordingSdk();
    let loads = 0;
    const analytics = createAnalytics({
      options,
      waitForUser: true,
      loadSdk: async () => {
        loads++;
        return sdk;
      },
    });
    await firstEvents(analytics);
    await analytics.identify(who, { isAdmin });
    await analytics.anonymous();
    await firstEvents(analytics);
    expect(calls).toEqual([]);
    expect(loads).toBe(0);
  });

  it('sends the held events without a user when nobody is logged in', async () => {
    const { sdk, calls } = recordingSdk();
    const analytics = createAnalytics({ options, waitForUser: true, loadSdk: async () => sdk });
    await analytics.page('login', { path: '/login', referrer: null });
    await analytics.anonymous();
    await analytics.page('authenticate', { path: '/authenticate', referrer: '/login' });
    expect(calls.slice(1)).toEqual([
      ['page', 'login', { path: '/login', referrer: null }],
      ['page', 'authenticate', { path: '/authenticate', referrer: '/login' }],
    ]);
  });

  it('after reset, forgets the user and waits again for the next one', async () => {
    const { sdk, calls } = recordingSdk();
    const analytics = createAnalytics({ options, waitForUser: true, loadSdk: async () => sdk });
    await analytics.identify(user, { isAdmin: false });
    await analytics.reset();
    await analytics.page('login', { path: '/login', referrer: null });
    await analytics.identify({ ...user, email: 'boss@earshot.dev' }, { isAdmin: true });
    expect(calls.map(([name]) => name)).toEqual(['load', 'identify', 'reset']);
  });
});
