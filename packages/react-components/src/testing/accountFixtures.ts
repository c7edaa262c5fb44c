/** The advertisers and user the account details fixtures are about. */
export const ACME_ID = '1d6a4c2e-8b3f-4e5a-9c7d-2f1e0b3a4c5d';
export const BLUEBIRD_ID = '2e7b5d3f-9c4a-4f6b-8d8e-3a2f1c4b5d6e';

/** An advertiser as the API answers it, with `role` as the user's role on it. */
export const advertiserFixture = (uuid: string, name: string, url: string, role = 1) => ({
  uuid,
  name,
  url,
  category: 'technology',
  filename: null as string | null,
  logo_url: null as string | null,
  onboarded: true,
  user_role: role,
  deals: [],
  attribution_window_days: 30,
  attribution_model: 'last_touch' as const,
  created_at: '2026-11-02T09:30:00Z',
});

/** The signed-in user of the fixtures, member of Acme Audio and Bluebird Coffee. */
export const userFixture = (role = 1) => ({
  id: '9b2e4c1a-0d3f-4a5b-8c6d-7e8f9a0b1c2d',
  email: 'owner@example.com',
  first_name: 'Olivia',
  last_name: 'Owner',
  advertisers: [
    advertiserFixture(ACME_ID, 'Acme Audio', 'acme-audio.com', role),
    advertiserFixture(BLUEBIRD_ID, 'Bluebird Coffee', 'bluebird.coffee', role),
  ],
  admin: false,
  impersonate: false,
  created_at: '2026-11-02T09:30:00Z',
});
