/** A silent WAV, so the players work without a server. */
export const SILENT_AUDIO_URL =
  'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YQAAAAA=';
