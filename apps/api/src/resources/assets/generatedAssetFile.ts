import type { Database } from '../../db/database.ts';
import type { SpeechFile } from '../../services/speech/speechFile.ts';
import { deleteUpload, storeUpload } from '../../services/uploads/uploadsRepository.ts';
import { sandboxFileUrl } from '../../services/uploads/uploadUrl.ts';
import { measuredFile } from './assetMeasurement.ts';
import type { AssetRow } from './assetRow.ts';
import { setAssetFile } from './assetsRepository.ts';
import { storageKey } from './uploadPolicy.ts';

/**
 * Stores a generated asset's synthesized audio like an upload, inside the caller's transaction,
 * and points the asset at it (ready, with the file's length, pre-flight and peaks); the file it
 * replaces is deleted.
 */
export async function storeGeneratedAssetFile(
  publicBaseUrl: string,
  tx: Database,
  asset: AssetRow,
  speech: SpeechFile,
  now: Date,
): Promise<AssetRow | null> {
  const key = storageKey('advertisers', asset.advertiser_uuid, 'assets', asset.uuid, speech.filename);
  await storeUpload(tx, { key, contentType: 'audio/wav', body: speech.wav }, now);
  if (asset.file_key && asset.file_key !== key) await deleteUpload(tx, asset.file_key);
  return setAssetFile(
    tx,
    asset.advertiser_uuid,
    asset.uuid,
    {
      status: 'ready',
      file_key: key,
      file_url: sandboxFileUrl(publicBaseUrl, key),
      ...measuredFile(speech.analysis, asset.preflight_profile),
    },
    now,
  );
}
