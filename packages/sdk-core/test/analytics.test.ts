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
});
