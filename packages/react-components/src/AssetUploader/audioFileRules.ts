import { AUDIO_CONTENT_TYPES } from '@earshot/validators';

/** An audio content type the API accepts for an uploaded asset. */
export type AudioContentType = (typeof AUDIO_CONTENT_TYPES)[number];

/** The largest file the storage service accepts: 50 MB. */
export const MAX_ASSET_BYTES = 50 * 1024 * 1024;

/** The longest audio the uploader accepts unless told otherwise: two minutes. */
export const DEFAULT_MAX_ASSET_SECONDS = 120;

const BY_EXTENSION: Record<string, AudioContentType> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
};

/** Types browsers report for audio files under other names than the API's. */
const ALIASES = new Set(['', 'audio/mp3', 'audio/x-m4a', 'audio/wave', 'audio/vnd.wave', 'audio/x-aac']);

const isAudioContentType = (type: string): type is AudioContentType =>
  (AUDIO_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * The API content type of `file`: its own type when the API knows it; for an unnamed or aliased
 * type (`audio/mp3`, `audio/x-m4a`…), the one its extension names; otherwise null (not audio we take).
 */
export function audioContentType(file: { name: string; type: string }): AudioContentType | null {
  if (isAudioContentType(file.type)) return file.type;
  if (!ALIASES.has(file.type)) return null;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** Why a file is refused before upload. */
export type AudioFileProblem =
  | { reason: 'type' }
  | { reason: 'size'; bytes: number }
  | { reason: 'duration'; seconds: number }
  | { reason: 'unreadable' };

/** Limits a file must keep to. */
export interface AudioFileLimits {
  maxBytes: number;
  maxSeconds: number;
}

/** An audio file that passed every check, with its API content type and measured length. */
export interface CheckedAudioFile {
  contentType: AudioContentType;
  durationSeconds: number;
}

/**
 * Checks a file before any upload: an audio type the API accepts, at most `maxBytes`, and audio that
 * decodes (`readDuration`) to at most `maxSeconds`. The cheap checks run first, so a wrong or huge
 * file is never decoded.
 */
export async function checkAudioFile(
  file: File,
  limits: AudioFileLimits,
  readDuration: (file: File) => Promise<number>,
): Promise<CheckedAudioFile | AudioFileProblem> {
  const contentType = audioContentType(file);
  if (!contentType) return { reason: 'type' };
  if (file.size > limits.maxBytes) return { reason: 'size', bytes: file.size };
  let durationSeconds: number;
  try {
    durationSeconds = await readDuration(file);
  } catch {
    return { reason: 'unreadable' };
  }
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return { reason: 'unreadable' };
  if (durationSeconds > limits.maxSeconds) return { reason: 'duration', seconds: durationSeconds };
  return { contentType, durationSeconds };
}
