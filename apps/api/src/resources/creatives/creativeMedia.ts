import { imageSize } from 'image-size';
import type { Database } from '../../db/database.ts';
import { audioDuration } from '../../services/media/audioDuration.ts';
import { findUpload, readUploadBytes } from '../../services/uploads/uploadsRepository.ts';
import { assets } from '../assets/assetsRepository.ts';
import { storageKey } from '../assets/uploadPolicy.ts';
import { creativeContentType } from './creativeFiles.ts';
import type { CreativeRow } from './creativeRow.ts';

/** A creative's audio as a player fetches it. */
export type CreativeAudio = {
  url: string;
  contentType: string;
  /** How long it plays, in seconds; `null` when neither the asset nor the stored file tells. */
  durationSeconds: number | null;
  /** Average bitrate in kbit/s (stored size over length); `null` without a stored file or a length. */
  bitrateKbps: number | null;
};

/** A creative's companion display ad with its pixel size, read from the stored image. */
export type CreativeImage = { url: string; contentType: string; width: number; height: number };

/** Where a creative's audio comes from: its own uploaded file, or the asset it uses. */
type AudioSource = {
  url: string | null;
  /** The storage key of the file, when the sandbox stores it. */
  key: string | null;
  contentType: string | null;
  durationSeconds: number | null;
};

async function audioSource(db: Database, creative: CreativeRow): Promise<AudioSource | null> {
  // A named audio file wins over the asset, as when the creative's status is decided.
  if (creative.audio_filename) {
    return {
      url: creative.audio_url,
      key: fileKey(creative, 'audio', creative.audio_filename),
      contentType: creativeContentType(creative.audio_filename, 'audio'),
      durationSeconds: null,
    };
  }
  if (!creative.asset_uuid) return null;
  const asset = await assets.find(db, creative.advertiser_uuid, creative.asset_uuid);
  if (!asset) return null;
  return {
    url: asset.file_url,
    key: asset.file_key,
    contentType: asset.content_type,
    durationSeconds: asset.duration_seconds === null ? null : Number(asset.duration_seconds),
  };
}

const fileKey = (creative: CreativeRow, kind: 'audio' | 'display', filename: string) =>
  storageKey('advertisers', creative.advertiser_uuid, 'creatives', creative.id, kind, filename);

/** The whole stored file under `key`, or null when the sandbox does not store one there. */
async function storedFile(db: Database, key: string | null) {
  const stored = key ? await findUpload(db, key) : null;
  if (!key || !stored) return null;
  return { ...stored, bytes: await readUploadBytes(db, key, 0, stored.size_bytes) };
}

/**
 * The audio a player of the creative plays, or `null` while it has none: no file named or linked,
 * or one not uploaded yet. The length comes from the asset, else from the stored file's bytes.
 */
export async function readCreativeAudio(db: Database, creative: CreativeRow): Promise<CreativeAudio | null> {
  const source = await audioSource(db, creative);
  if (!source?.url || !source.contentType) return null;
  const stored = await storedFile(db, source.key);
  const durationSeconds =
    source.durationSeconds ?? (stored ? await audioDuration(stored.bytes, source.contentType) : null);
  const bitrateKbps =
    stored && durationSeconds ? Math.round((stored.size_bytes * 8) / durationSeconds / 1000) : null;
  return { url: source.url, contentType: source.contentType, durationSeconds, bitrateKbps };
}

/**
 * The creative's companion display ad, or `null` when it has none stored, or its bytes do not read as
 * an image of known size (VAST needs the size, and the audio plays well without a companion).
 */
export async function readCreativeImage(db: Database, creative: CreativeRow): Promise<CreativeImage | null> {
  if (!creative.display_filename || !creative.display_url) return null;
  const stored = await storedFile(db, fileKey(creative, 'display', creative.display_filename));
  if (!stored) return null;
  try {
    const { width, height } = imageSize(stored.bytes);
    if (!width || !height) return null;
    return { url: creative.display_url, contentType: stored.content_type, width, height };
  } catch {
    return null;
  }
}
