import { describe, expect, it } from 'vitest';
import {
  advertiserSegment,
  decideNavigation,
  type NavigationDecision,
  type NavigationState,
} from '../src/index.ts';

const ZETA = { uuid: '7a0c4a8e-1b2c-4d3e-8f90-123456789abc', name: 'Zeta Radio', url: 'zeta.fm' };
const ACME = {
  uuid: '11111111-2222-4333-8444-555555555555',
  name: 'acme audio',
  url: 'https://www.Acme-Audio.com/',
};
const NO_URL = { uuid: '99999999-2222-4333-8444-555555555555', name: 'Beta', url: null };
const FOREIGN = '00000000-aaaa-4bbb-8ccc-dddddddddddd';

const member: NavigationState = { advertisers: [ZETA, ACME, NO_URL], isAdmin: false };
const admin: NavigationState = { ...member, isAdmin: true };

const cases: [string, string, NavigationState, NavigationDecision][] = [
  // rule 1: public routes pass freely, even before advertisers are loaded
  ['passes /login', '/login', { advertisers: undefined, isAdmin: false }, { kind: 'pass' }],
  [
    'passes /authenticate with a query',
    '/authenticate?token=x',
    { advertisers: [], isAdmin: false },
    { kind: 'pass' },
  ],
  ['passes /signup', '/signup', { advertisers: undefined, isAdmin: false }, { kind: 'pass' }],
  ['passes /no-advertisers', '/no-advertisers', { advertisers: [], isAdmin: false }, { kind: 'pass' }],
  [
    'passes the GA4 callback',
    '/ga4/callback?code=1',
    { advertisers: undefined, isAdmin: false },
    { kind: 'pass' },
  ],
  ['passes the catch-all page', '/not-found', { advertisers: undefined, isAdmin: false }, { kind: 'pass' }],
  // rule 2
  [
    'loads advertisers when none are loaded',
    '/campaigns',
    { advertisers: undefined, isAdmin: false },
    { kind: 'load-advertisers' },
  ],
  [
    'goes to no-advertisers when the user has none',
    '/campaigns',
    { advertisers: [], isAdmin: true },
    { kind: 'redirect', to: '/no-advertisers' },
  ],
  [
    'lets an admin without advertisers open a foreign uuid',
    `/${FOREIGN}/campaigns`,
    { advertisers: [], isAdmin: true },
    { kind: 'fetch-as-admin', uuid: FOREIGN },
  ],
  [
    'passes the foreign advertiser of an admin without advertisers',
    `/${FOREIGN}`,
    { advertisers: [], isAdmin: true, foreignAdvertiser: { uuid: FOREIGN, name: 'F', url: null } },
    { kind: 'pass' },
  ],
  // rule 3
  [
    'fetches a foreign uuid as admin',
    `/${FOREIGN}/campaigns`,
    admin,
    { kind: 'fetch-as-admin', uuid: FOREIGN },
  ],
  [
    'passes a foreign advertiser already opened by the admin',
    `/${FOREIGN}/team`,
    { ...admin, foreignAdvertiser: { uuid: FOREIGN, name: 'F', url: null } },
    { kind: 'pass' },
  ],
  [
    'sends a non-admin with a foreign uuid to the catch-all',
    `/${FOREIGN}/campaigns`,
    member,
    { kind: 'catch-all' },
  ],
  [
    'sends an unknown domain to the catch-all, even for admins',
    '/unknown.com/campaigns',
    admin,
    { kind: 'catch-all' },
  ],
  // rule 4
  [
    'rewrites an own uuid to the advertiser domain',
    `/${ZETA.uuid}/campaigns/new?step=2`,
    member,
    { kind: 'redirect', to: '/zeta.fm/campaigns/new?step=2' },
  ],
  [
    'rewrites an own uuid to a domain cleaned of protocol and www',
    `/${ACME.uuid}`,
    member,
    { kind: 'redirect', to: '/acme-audio.com' },
  ],
  ['keeps the uuid of an own advertiser without url', `/${NO_URL.uuid}/onboarding`, member, { kind: 'pass' }],
  ['passes an own domain', '/zeta.fm/inventory/42', member, { kind: 'pass' }],
  ['matches an own domain in any case', '/ACME-AUDIO.com/dashboard', member, { kind: 'pass' }],
  // rule 5
  [
    'prefixes the first advertiser by name to a path without advertiser',
    '/campaigns/new',
    member,
    { kind: 'redirect', to: '/acme-audio.com/campaigns/new' },
  ],
  ['prefixes the first advertiser to /', '/', member, { kind: 'redirect', to: '/acme-audio.com' }],
  [
    'prefixes the uuid when the first advertiser has no url',
    '/team',
    { advertisers: [NO_URL, ZETA], isAdmin: false },
    { kind: 'redirect', to: `/${NO_URL.uuid}/team` },
  ],
];

describe('navigation rules', () => {
  it.each(cases)('%s', (_name, path, state, decision) => {
    expect(decideNavigation(path, state)).toEqual(decision);
  });

  it('takes a different catch-all path and public path list', () => {
    const options = { catchAllPath: '/404', publicPaths: ['/welcome'] };
    expect(decideNavigation('/404', { advertisers: undefined, isAdmin: false }, options)).toEqual({
      kind: 'pass',
    });
    expect(decideNavigation('/welcome', { advertisers: undefined, isAdmin: false }, options)).toEqual({
      kind: 'pass',
    });
    expect(decideNavigation('/login', { advertisers: undefined, isAdmin: false }, options)).toEqual({
      kind: 'load-advertisers',
    });
  });

  it('names an advertiser by its domain, or by its uuid when it has no url', () => {
    expect(advertiserSegment(ACME)).toBe('acme-audio.com');
    expect(advertiserSegment(NO_URL)).toBe(NO_URL.uuid);
  });

  it('keeps naming a foreign advertiser opened by an admin by its uuid, so its links stay inside it', () => {
    const foreign = { ...ACME, uuid: FOREIGN, tmp_admin_access: true };
    expect(advertiserSegment(foreign)).toBe(FOREIGN);
    const state: NavigationState = { advertisers: [], isAdmin: true, foreignAdvertiser: foreign };
    expect(decideNavigation(`/${advertiserSegment(foreign)}/campaigns`, state)).toEqual({ kind: 'pass' });
  });
});
