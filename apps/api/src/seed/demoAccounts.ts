import type { Role } from '../http/access.ts';

/** A demo advertiser; its uuid is fixed so links and tests stay valid across reseeds. */
export type DemoAdvertiser = {
  key: 'acme' | 'bluebird' | 'newcomer';
  uuid: string;
  name: string;
  url: string | null;
  category: string;
  onboarded: boolean;
  deals: string[];
};

/** The demo advertisers: one onboarded full of data, one not onboarded, and a signup in progress. */
export const DEMO_ADVERTISERS: readonly DemoAdvertiser[] = [
  {
    key: 'acme',
    uuid: '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01',
    name: 'Acme Audio',
    url: 'acme-audio.com',
    category: 'technology',
    onboarded: true,
    deals: ['acme-podcast-premium', 'acme-streaming-open'],
  },
  {
    key: 'bluebird',
    uuid: '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e02',
    name: 'Bluebird Coffee',
    url: 'bluebird.coffee',
    category: 'food',
    onboarded: false,
    deals: ['bluebird-morning-drive'],
  },
  {
    key: 'newcomer',
    uuid: '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e03',
    name: 'Newcomer Studio',
    url: null,
    category: 'arts-and-entertainment',
    onboarded: false,
    deals: ['newcomer-starter'],
  },
];

/** A demo account and its role per demo advertiser. */
export type DemoUser = {
  email: string;
  first_name: string;
  last_name: string;
  roles: Partial<Record<DemoAdvertiser['key'], Role>>;
};

/** The demo accounts (log in through the sandbox mailbox). */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'owner@example.com', first_name: 'Olivia', last_name: 'Owner', roles: { acme: 1, bluebird: 1 } },
  { email: 'editor@example.com', first_name: 'Eddie', last_name: 'Editor', roles: { acme: 2 } },
  { email: 'viewer@example.com', first_name: 'Vera', last_name: 'Viewer', roles: { acme: 3 } },
  { email: 'reporter@example.com', first_name: 'Rita', last_name: 'Reporter', roles: { acme: 4 } },
  { email: 'cpa@example.com', first_name: 'Carl', last_name: 'Cpa', roles: { acme: 7 } },
  { email: 'newcomer@example.com', first_name: 'Nina', last_name: 'Newcomer', roles: { newcomer: 1 } },
  { email: 'nobody@example.com', first_name: 'Noah', last_name: 'Nobody', roles: {} },
  { email: 'admin@earshot.dev', first_name: 'Ada', last_name: 'Admin', roles: {} },
];
