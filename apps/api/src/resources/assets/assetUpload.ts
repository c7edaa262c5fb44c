import { isUuid } from '@earshot/validators';
import type { UploadListener } from '../../services/uploads/uploadListener.ts';
import { measuredFile, UNMEASURED_FILE } from './assetMeasurement.ts';
import { assets, setAssetFile } from './assetsRepository.ts';
import { storageKey } from './uploadPolicy.ts';

/** Keys asset uploads are signed for: `advertisers/<advertiser>/assets/<asset>/<file name>`. */
const ASSET_FILE_KEY = /^advertisers\/([^/]+)\/assets\/([^/]+)\/[^/]+$/;

/**
 * Attaches a received file to the uploaded asset its key names: `ready` with its address, length,
 * pre-flight and waveform peaks when it reads as audio, `failed` when it does not. A key for an
 * older file name of the asset, or for a generated asset, changes nothing.
 */
export const attachAssetUpload: UploadListener = async (tx, file, now) => {
  const [, advertiserUuid = '', assetUuid = ''] = ASSET_FILE_KEY.exec(file.key) ?? [];
  if (!isUuid(advertiserUuid) || !isUuid(assetUuid)) return;
  const asset = await assets.find(tx, advertiserUuid, assetUuid);
  if (asset?.kind !== 'uploaded') return;
  if (storageKey('advertisers', advertiserUuid, 'assets', assetUuid, asset.filename) !== file.key) return;
  await setAssetFile(
    tx,
    advertiserUuid,
    assetUuid,
    {
      status: file.audio === null ? 'failed' : 'ready',
      file_key: file.key,
      file_url: file.url,
      ...(file.audio === null ? UNMEASURED_FILE : measuredFile(file.audio, asset.preflight_profile)),
    },
    now,
  );
};
