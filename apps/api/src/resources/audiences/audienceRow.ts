import type { components } from '@earshot/sdk-core';
import {
  type AdvertiserRecordRow,
  advertiserRecord,
  nullableNumeric,
  wireMapper,
} from '../shared/wireMapper.ts';

/** A first-party rule of an audience: visitors of a url, senders of an event, or onboarding data. */
export type FirstPartyRule = components['schemas']['FirstPartyRule'];

/** The audience subtypes; the subtype decides which fields carry the audience. */
export const AUDIENCE_SUBTYPES = ['first-party', 'crm', 'cdp'] as const;

/** An audience as stored in the `audiences` table. */
export type AudienceRow = AdvertiserRecordRow & {
  id: string;
  name: string;
  type: number;
  subtype: (typeof AUDIENCE_SUBTYPES)[number];
  first_party: FirstPartyRule[];
  correlation_id: string | null;
  cdp_segments: string[];
  size_estimate: number | string | null;
};

/** An audience as the contract shows it. */
export type Audience = components['schemas']['Audience'];

/** Maps a stored audience row to its wire shape. */
export const toAudience = wireMapper<AudienceRow, Audience>()(
  'id advertiser_id name type subtype first_party correlation_id cdp_segments size_estimate created_at updated_at',
  { ...advertiserRecord, type: () => 1, size_estimate: nullableNumeric('size_estimate') },
);
