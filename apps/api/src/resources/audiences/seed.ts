import type { SeedStep } from '../../seed/seedContext.ts';
import { demoId } from '../assets/demoIds.ts';
import { CDP_SEGMENTS, segmentCatalogue } from './segmentCatalogue.ts';

/** The id of a demo CDP segment of an advertiser. */
function cdpSegmentId(advertiserUuid: string, index: number): string {
  return `cdp-${advertiserUuid.slice(0, 8)}-${String(index + 1).padStart(2, '0')}`;
}

/** Seeds the marketplace segment catalogue. Idempotent. */
export const seedSegments: SeedStep = async ({ db, advertisers }) => {
  for (const segment of segmentCatalogue()) {
    await db.query(
      `INSERT INTO segments (id, advertiser_uuid, name, provider, size, cpm) VALUES ($1, NULL, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [segment.id, segment.name, segment.provider, segment.size, segment.cpm],
    );
  }
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    for (const [index, segment] of CDP_SEGMENTS.entries()) {
      await db.query(
        `INSERT INTO segments (id, advertiser_uuid, name, provider, size, cpm) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO NOTHING`,
        [
          cdpSegmentId(advertiser.uuid, index),
          advertiser.uuid,
          segment.name,
          segment.provider,
          segment.size,
          segment.cpm,
        ],
      );
    }
  }
};

/** Adds a first-party, a CRM and a CDP audience to every onboarded demo advertiser; after `seedSegments`. */
export const seedAudiences: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    const cdpSegments = [cdpSegmentId(advertiser.uuid, 0), cdpSegmentId(advertiser.uuid, 2)];
    const audiences = [
      {
        key: 'audience:site-visitors',
        name: 'Checkout visitors',
        subtype: 'first-party',
        first_party: [
          { type: 'url', value: '/checkout' },
          { type: 'event', value: 'purchase' },
        ],
        correlation_id: null,
        cdp_segments: [],
        size_estimate: null,
      },
      {
        key: 'audience:crm',
        name: 'Loyalty members (CRM upload)',
        subtype: 'crm',
        first_party: [],
        correlation_id: 'crm-upload-loyalty-members',
        cdp_segments: [],
        size_estimate: null,
      },
      {
        key: 'audience:cdp',
        name: 'Cart abandoners & high-value customers',
        subtype: 'cdp',
        first_party: [],
        correlation_id: null,
        cdp_segments: cdpSegments,
        size_estimate: (CDP_SEGMENTS[0]?.size ?? 0) + (CDP_SEGMENTS[2]?.size ?? 0),
      },
    ];
    for (const [index, audience] of audiences.entries()) {
      await db.query(
        `INSERT INTO audiences (id, advertiser_uuid, name, type, subtype, first_party, correlation_id, cdp_segments,
           size_estimate, created_at, updated_at)
         VALUES ($1, $2, $3, 1, $4, $5::jsonb, $6, $7::text[], $8, $9, $9)
         ON CONFLICT (id) DO NOTHING`,
        [
          demoId(advertiser.uuid, audience.key),
          advertiser.uuid,
          audience.name,
          audience.subtype,
          JSON.stringify(audience.first_party),
          audience.correlation_id,
          audience.cdp_segments,
          audience.size_estimate,
          new Date(now.getTime() - (audiences.length - index) * 86_400_000),
        ],
      );
    }
  }
};
