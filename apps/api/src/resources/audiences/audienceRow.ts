import type { components } from '@earshot/sdk-core';

/** A first-party rule of an audience: visitors of a url, senders of an event, or onboarding data. */
export type FirstPartyRule = components['schemas']['FirstPartyRule'];

/** The audience subtypes; the subtype decides which fields carry the audience. */
export const AUDIENCE_SUBTYPES = ['first-party', 'crm', 'cdp'] as const;

/** An audience as stored in the `audiences` table. */
export type AudienceRow = {
  id: string;
  advertiser_uuid: string;
  name: string;
  type: number;
  subtype: (typeof AUDIENCE_SUBTYPES)[number];
  first_party: FirstPartyRule[];
  correlation_id: string | null;
  cdp_segments: string[];
  size_estimate: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** An audience as the contract shows it. */
export type Audience = components['schemas']['Audience'];

/** Maps a stored audience row to its wire shape. */
export function toAudience(row: AudienceRow): Audience {
  return {
    id: row.id,
    advertiser_id: row.advertiser_uuid,
    name: row.name,
    type: 1,
    subtype: row.subtype,
    first_party: row.first_party,
    correlation_id: row.correlation_id,
    cdp_segments: row.cdp_segments,
    size_estimate: row.size_estimate === null ? null : Number(row.size_estimate),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
