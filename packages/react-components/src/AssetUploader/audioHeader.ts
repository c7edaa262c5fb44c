/** What an audio file's header says, before any decoding. */
export interface AudioHeader {
  /** In Hz: the file's own rate (Web Audio resamples what it decodes, so only the header tells it). */
  sampleRate: number;
  channels: number;
  /** In kbit/s for a file whose rate is fixed by its header (PCM WAV); null where it varies (MP3). */
  bitrateKbps: number | null;
  /** Bytes before the audio (an MP3's ID3v2 tag), not counted in an average bitrate. */
  metadataBytes: number;
}

const text = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

/** RIFF/WAVE: the `fmt ` chunk's channels, sample rate and byte rate. */
function wavHeader(bytes: Uint8Array, view: DataView): AudioHeader | null {
  if (text(bytes, 0, 4) !== 'RIFF' || text(bytes, 8, 4) !== 'WAVE') return null;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const size = view.getUint32(offset + 4, true);
    if (text(bytes, offset, 4) === 'fmt ' && offset + 24 <= bytes.length) {
      const channels = view.getUint16(offset + 10, true);
      const sampleRate = view.getUint32(offset + 12, true);
      const byteRate = view.getUint32(offset + 16, true);
      if (channels === 0 || sampleRate === 0) return null;
      return { sampleRate, channels, bitrateKbps: Math.round((byteRate * 8) / 1000), metadataBytes: 0 };
    }
    // Chunks are padded to an even length.
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** MPEG-1, MPEG-2 and MPEG-2.5 sample rates, by the header's version bits (0 = 2.5, 2 = 2, 3 = 1). */
const MPEG_SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** The size of an ID3v2 tag at the start (a syncsafe integer: 7 bits a byte), footer included. */
function id3Size(bytes: Uint8Array): number {
  if (text(bytes, 0, 3) !== 'ID3' || bytes.length < 10) return 0;
  const size = ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
  const footer = ((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** How far past the ID3 tag a first MPEG frame is looked for; encoders put it right there. */
const FRAME_SEARCH_BYTES = 64 * 1024;

/** MPEG audio (MP3): the first frame header's sample rate and channel mode, after any ID3v2 tag. */
function mpegHeader(bytes: Uint8Array): AudioHeader | null {
  const start = id3Size(bytes);
  const end = Math.min(bytes.length - 4, start + FRAME_SEARCH_BYTES);
  for (let offset = start; offset <= end; offset++) {
    const [sync = 0, second = 0, third = 0, fourth = 0] = bytes.subarray(offset, offset + 4);
    if (sync !== 0xff || (second & 0xe0) !== 0xe0) continue;
    const rates = MPEG_SAMPLE_RATES[(second >> 3) & 3];
    const layer = (second >> 1) & 3;
    const bitrateIndex = third >> 4;
    const sampleRate = rates?.[(third >> 2) & 3];
    if (!sampleRate || layer === 0 || bitrateIndex === 0 || bitrateIndex === 15) continue;
    return { sampleRate, channels: fourth >> 6 === 3 ? 1 : 2, bitrateKbps: null, metadataBytes: start };
  }
  return null;
}

/**
 * Reads the sample rate and channels of a WAV or MP3 file (`contentType` `audio/wav` or `audio/mpeg`)
 * from its header, and a WAV's bitrate; null for other types, or bytes that are not what they claim.
 */
export function readAudioHeader(bytes: Uint8Array, contentType: string): AudioHeader | null {
  if (bytes.length < 12) return null;
  if (contentType === 'audio/wav' || contentType === 'audio/x-wav') {
    return wavHeader(bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return contentType === 'audio/mpeg' ? mpegHeader(bytes) : null;
}
