import type { SeedStep } from '../../seed/seedContext.ts';
import { demoId } from '../assets/demoIds.ts';

/** Demo creatives: one per ready asset, one waiting for its upload, one with a display ad. */
const DEMO_CREATIVES = [
  {
    key: 'creative:spring-sale',
    name: 'Spring Sale — audio + banner',
    assetKey: 'asset:spring-sale',
    audio_filename: null,
    display_filename: 'spring-sale-300x250.png',
    click_url: 'https://example.com/spring-sale',
    status: 'ready',
  },
  {
    key: 'creative:brand-story',
    name: 'Brand Story',
    assetKey: 'asset:brand-story',
    audio_filename: null,
    display_filename: null,
    click_url: 'https://example.com/about',
    status: 'ready',
  },
  {
    key: 'creative:holiday',
    name: 'Holiday Teaser',
    assetKey: null,
    audio_filename: 'holiday-teaser-15s.wav',
    display_filename: null,
    click_url: null,
    status: 'pending_upload',
  },
] as const;

/** Adds creatives to every onboarded demo advertiser; runs after `seedAssets`. Idempotent. */
export const seedCreatives: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    for (const [index, creative] of DEMO_CREATIVES.entries()) {
      await db.query(
        `INSERT INTO creatives (id, advertiser_uuid, name, asset_uuid, audio_filename, display_filename, click_url,
           status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (id) DO NOTHING`,
        [
          demoId(advertiser.uuid, creative.key),
          advertiser.uuid,
          creative.name,
          creative.assetKey ? demoId(advertiser.uuid, creative.assetKey) : null,
          creative.audio_filename,
          creative.display_filename,
          creative.click_url,
          creative.status,
          new Date(now.getTime() - (DEMO_CREATIVES.length - index) * 86_400_000),
        ],
      );
    }
  }
};
