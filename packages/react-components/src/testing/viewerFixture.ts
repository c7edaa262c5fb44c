import type { Schema } from '@earshot/sdk-core';

/** Who is signed in, for a screen test: their user id, role on the advertiser, and admin flag. */
export interface Viewer {
  id: string;
  /** Role on the advertiser under test. */
  role: number;
  /** @default false */
  admin?: boolean;
}

/** The `GET /users/me` answer of `viewer`, a member of `advertiserId` with `viewer.role`. */
export function currentUserFixture(viewer: Viewer, advertiserId: string): Schema<'User'> {
  return {
    id: viewer.id,
    email: 'viewer@fixtures.test',
    first_name: 'Fixture',
    last_name: 'Viewer',
    advertisers: [
      {
        uuid: advertiserId,
        name: 'Fixture advertiser',
        url: 'fixtures.test',
        category: 'technology',
        filename: null,
        logo_url: null,
        onboarded: true,
        user_role: viewer.role,
        deals: [],
        attribution_window_days: 30,
        attribution_model: 'last_touch',
        created_at: '2026-11-01T09:00:00Z',
      },
    ],
    admin: viewer.admin ?? false,
    impersonate: false,
    created_at: '2026-11-01T09:00:00Z',
  } as Schema<'User'>;
}
