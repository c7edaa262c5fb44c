import type { SeedStep } from '../../seed/seedContext.ts';
import { demoId } from '../assets/demoIds.ts';

/** Generated versions of the demo's generated assets, plus one draft not yet saved to an asset. */
const DEMO_VERSIONS = [
  {
    key: 'version:brand-story-1',
    assetKey: 'asset:brand-story',
    script: 'Since 2012 we have built headphones that bring every detail of your favourite shows to life.',
    voice_id: 'en-us-female-1',
  },
  {
    key: 'version:brand-story-2',
    assetKey: 'asset:brand-story',
    script: 'For over a decade, we have made headphones for people who really listen.',
    voice_id: 'en-us-male-1',
  },
  {
    key: 'version:host-read-1',
    assetKey: 'asset:host-read',
    script:
      'This episode is brought to you by our friends who make listening better. Use code LISTEN for 20% off.',
    voice_id: 'en-gb-male-1',
  },
  {
    key: 'version:draft-1',
    assetKey: null,
    script: 'Hey there! Winter deals are here. Visit us today.',
    voice_id: 'de-de-female-1',
  },
] as const;

/** Adds audio versions to every onboarded demo advertiser; runs after `seedAssets`. Idempotent. */
export const seedAudioVersions: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    for (const [index, version] of DEMO_VERSIONS.entries()) {
      await db.query(
        `INSERT INTO audio_versions (external_id, advertiser_uuid, asset_uuid, script, voice_id, status, created_at)
         VALUES ($1, $2, $3, $4, $5, 'ready', $6)
         ON CONFLICT (external_id) DO NOTHING`,
        [
          demoId(advertiser.uuid, version.key),
          advertiser.uuid,
          version.assetKey ? demoId(advertiser.uuid, version.assetKey) : null,
          version.script,
          version.voice_id,
          new Date(now.getTime() - (DEMO_VERSIONS.length - index) * 3_600_000),
        ],
      );
    }
  }
};
