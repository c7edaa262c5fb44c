import type { Database } from '../../db/database.ts';
import { analyzeAudio } from '../../services/media/audioAnalysis.ts';
import { findUpload, readUploadBytes } from '../../services/uploads/uploadsRepository.ts';
import { measuredFile } from './assetMeasurement.ts';
import { assets, setAssetFile } from './assetsRepository.ts';

/**
 * Measures the ready assets whose stored file has no pre-flight yet (kept before the sandbox
 * measured files as they arrived): their pre-flight and waveform peaks, as an upload would have
 * given them. `pnpm seed` runs it, so demo data and older uploads show them too. Returns how many
 * assets it measured.
 */
export async function measureStoredAssets(db: Database, now: Date): Promise<number> {
  const { rows } = await db.query<{ advertiser_uuid: string; uuid: string }>(
    `SELECT advertiser_uuid, uuid FROM assets
     WHERE status = 'ready' AND file_key IS NOT NULL AND preflight IS NULL ORDER BY created_at, uuid`,
  );
  let measured = 0;
  for (const { advertiser_uuid, uuid } of rows) {
    const asset = await assets.find(db, advertiser_uuid, uuid);
    const stored = asset?.file_key ? await findUpload(db, asset.file_key) : null;
    if (!asset?.file_key || !stored) continue;
    const bytes = await readUploadBytes(db, asset.file_key, 0, stored.size_bytes);
    const analysis = await analyzeAudio(bytes, stored.content_type);
    if (!analysis) continue;
    await setAssetFile(
      db,
      advertiser_uuid,
      uuid,
      { ...asset, ...measuredFile(analysis, asset.preflight_profile) },
      now,
    );
    measured++;
  }
  return measured;
}
