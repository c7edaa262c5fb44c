import type { Database } from '../../db/database.ts';
import type { AudioAnalysis } from '../media/audioAnalysis.ts';

/** A file just received through an upload policy. */
export type ReceivedFile = {
  key: string;
  contentType: string;
  /** Where the sandbox serves it. */
  url: string;
  /** An audio file read from its bytes (length, format, loudness, peaks); null for other files and unreadable audio. */
  audio: AudioAnalysis | null;
};

/**
 * Reacts to a received file inside the transaction that stores it, e.g. marks the asset the key
 * belongs to as ready. Listeners ignore keys that are not theirs.
 */
export type UploadListener = (tx: Database, file: ReceivedFile, now: Date) => Promise<void>;
