import type { SeedStep } from '../../seed/seedContext.ts';
import { demoId } from './demoIds.ts';

const DAY_MS = 86_400_000;

/** The demo assets: uploaded and generated audio in several states. */
const DEMO_ASSETS = [
  {
    key: 'asset:spring-sale',
    name: 'Spring Sale Spot',
    kind: 'uploaded',
    status: 'ready',
    // `pnpm seed` stores the file (seed/demoMedia.ts).
    filename: 'spring-sale-spot.wav',
    content_type: 'audio/wav',
    duration_seconds: 30,
    script: null,
    voice_id: null,
    ageDays: 40,
  },
  {
    key: 'asset:brand-story',
    name: 'Brand Story 60s',
    kind: 'generated',
    status: 'ready',
    filename: 'brand-story-60s.wav',
    content_type: 'audio/wav',
    duration_seconds: null,
    script: 'Since 2012 we have built headphones that bring every detail of your favourite shows to life.',
    voice_id: 'en-us-female-1',
    ageDays: 25,
  },
  {
    key: 'asset:holiday-teaser',
    name: 'Holiday Teaser 15s',
    kind: 'uploaded',
    status: 'pending_upload',
    filename: 'holiday-teaser-15s.wav',
    content_type: 'audio/wav',
    duration_seconds: null,
    script: null,
    voice_id: null,
    ageDays: 3,
  },
  {
    key: 'asset:host-read',
    name: 'Podcast Host Read',
    kind: 'generated',
    status: 'ready',
    filename: 'podcast-host-read.wav',
    content_type: 'audio/wav',
    duration_seconds: null,
    script:
      'This episode is brought to you by our friends who make listening better. Use code LISTEN for 20% off.',
    voice_id: 'en-gb-male-1',
    ageDays: 10,
  },
] as const;

/** Fills every onboarded demo advertiser with assets. Idempotent: existing rows are kept. */
export const seedAssets: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    for (const asset of DEMO_ASSETS) {
      const createdAt = new Date(now.getTime() - asset.ageDays * DAY_MS);
      await db.query(
        `INSERT INTO assets (uuid, advertiser_uuid, name, kind, status, filename, content_type, duration_seconds,
           script, voice_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
         ON CONFLICT (uuid) DO NOTHING`,
        [
          demoId(advertiser.uuid, asset.key),
          advertiser.uuid,
          asset.name,
          asset.kind,
          asset.status,
          asset.filename,
          asset.content_type,
          asset.duration_seconds,
          asset.script,
          asset.voice_id,
          createdAt,
        ],
      );
    }
  }
};
