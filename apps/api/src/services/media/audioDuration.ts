import { parseBuffer } from 'music-metadata';

/**
 * How long an audio file plays, in seconds rounded to milliseconds, read from the file itself
 * (WAV, MP3, AAC/M4A, Ogg…); null when the bytes are not audio of that type.
 */
export async function audioDuration(bytes: Uint8Array, contentType: string): Promise<number | null> {
  try {
    const { format } = await parseBuffer(bytes, { mimeType: contentType, size: bytes.byteLength });
    if (!format.hasAudio || !format.duration || !Number.isFinite(format.duration)) return null;
    return Math.round(format.duration * 1000) / 1000;
  } catch {
    return null;
  }
}
