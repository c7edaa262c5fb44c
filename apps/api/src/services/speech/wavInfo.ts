/** The format and length of a PCM WAV file. */
export type WavInfo = {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Bytes of sample data. */
  dataBytes: number;
  durationSeconds: number;
};

/**
 * Reads a RIFF/WAVE file's `fmt ` and `data` chunks, or returns null when the bytes are not a PCM
 * WAV file.
 */
export function wavInfo(bytes: Uint8Array): WavInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let format: Omit<WavInfo, 'dataBytes' | 'durationSeconds'> | null = null;
  for (let offset = 12; offset + 8 <= bytes.byteLength; ) {
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (tag(offset) === 'fmt ' && size >= 16 && body + 16 <= bytes.byteLength) {
      if (view.getUint16(body, true) !== 1) return null;
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (tag(offset) === 'data' && format) {
      const dataBytes = Math.min(size, bytes.byteLength - body);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      if (bytesPerSecond <= 0) return null;
      return { ...format, dataBytes, durationSeconds: dataBytes / bytesPerSecond };
    }
    offset = body + size + (size % 2);
  }
  return null;
}
