import { normalizeLoudness } from '@earshot/sdk-core';
import { DESTINATION_PROFILES, type DestinationProfileId, TEXT_LIMITS } from '@earshot/validators';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { analyzeAudio } from '../../services/media/audioAnalysis.ts';
import { decodeAudio } from '../../services/media/decodeAudio.ts';
import { encodeWav } from '../../services/media/encodeWav.ts';
import { findUpload, readUploadBytes, storeUpload } from '../../services/uploads/uploadsRepository.ts';
import { sandboxFileUrl } from '../../services/uploads/uploadUrl.ts';
import { measuredFile } from './assetMeasurement.ts';
import type { AssetRow } from './assetRow.ts';
import { assets, setAssetFile } from './assetsRepository.ts';
import { storageKey } from './uploadPolicy.ts';

/**
 * How far under the profile's true-peak ceiling the copy is limited, in dB: room for the 16-bit
 * rounding of the file and for another meter's interpolation, so the copy passes wherever it is measured.
 */
const CEILING_MARGIN_DB = 0.5;

/** The copy's name: the original's and the profile's, within the name limit. */
function copyName(source: AssetRow, label: string): string {
  const suffix = ` · ${label}`;
  return `${source.name.slice(0, TEXT_LIMITS.name - suffix.length)}${suffix}`;
}

/** The copy's file name: the original's stem and the profile, as WAV. */
function copyFilename(source: AssetRow, profile: DestinationProfileId): string {
  const stem = source.filename.replace(/\.[^.]*$/, '') || 'audio';
  const suffix = `-${profile}.wav`;
  return `${stem.slice(0, TEXT_LIMITS.filename - suffix.length)}${suffix}`;
}

async function sourceAudio(db: Database, source: AssetRow) {
  const stored = source.status === 'ready' && source.file_key ? await findUpload(db, source.file_key) : null;
  if (!stored || !source.file_key) {
    throw new HttpError(409, 'The asset has no audio yet: normalize it once its file is ready', {
      code: 'conflict',
    });
  }
  const decoded = await decodeAudio(await readUploadBytes(db, source.file_key, 0, stored.size_bytes));
  if (!decoded) {
    throw new HttpError(422, 'Only WAV and MP3 audio can be normalized: upload the ad in one of them', {
      code: 'audio_not_decodable',
    });
  }
  return decoded;
}

/**
 * Makes a loudness-normalized copy of an asset for a destination profile: its audio brought to the
 * profile's target loudness with its true peak limited under the profile's ceiling, stored as a new
 * uploaded asset (16-bit WAV, same sample rate and channels) that names its original and is checked
 * against the profile. The audio work runs before the transaction opens; 409 when the asset has no
 * file yet, 422 when its audio is neither WAV nor MP3.
 */
export async function normalizedCopy(
  db: Database,
  publicBaseUrl: string,
  source: AssetRow,
  profileId: DestinationProfileId,
  now: Date,
): Promise<AssetRow> {
  const profile = DESTINATION_PROFILES[profileId];
  const decoded = await sourceAudio(db, source);
  const { channels } = normalizeLoudness(decoded.channels, decoded.sampleRate, {
    integratedLufs: profile.targetLufs,
    truePeakDbtp: profile.maxTruePeakDbtp - CEILING_MARGIN_DB,
  });
  const wav = encodeWav({ channels, sampleRate: decoded.sampleRate });
  const analysis = await analyzeAudio(wav, 'audio/wav');
  if (!analysis) throw new Error('The normalized audio does not read back as WAV');
  return db.transaction(async (tx) => {
    const copy = await assets.insert(
      tx,
      source.advertiser_uuid,
      {
        name: copyName(source, profile.label),
        kind: 'uploaded',
        status: 'processing',
        filename: copyFilename(source, profileId),
        content_type: 'audio/wav',
        duration_seconds: null,
        script: null,
        voice_id: null,
        source_asset_uuid: source.uuid,
        preflight_profile: profileId,
      },
      now,
    );
    const key = storageKey('advertisers', copy.advertiser_uuid, 'assets', copy.uuid, copy.filename);
    await storeUpload(tx, { key, contentType: 'audio/wav', body: wav }, now);
    const stored = await setAssetFile(
      tx,
      copy.advertiser_uuid,
      copy.uuid,
      {
        status: 'ready',
        file_key: key,
        file_url: sandboxFileUrl(publicBaseUrl, key),
        ...measuredFile(analysis, profileId),
      },
      now,
    );
    return stored ?? copy;
  });
}
