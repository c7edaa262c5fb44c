const RATE = 8000;
const SECONDS = 3;

/** 16-bit mono PCM samples of a hum whose loudness rises and falls like syllables, so a waveform has a shape. */
function syllables(): Int16Array {
  return Int16Array.from({ length: RATE * SECONDS }, (_, index) => {
    const time = index / RATE;
    const loudness = Math.abs(Math.sin(Math.PI * 2.5 * time)) * (0.4 + 0.6 * Math.abs(Math.sin(1.3 * time)));
    return Math.round(Math.sin(2 * Math.PI * 220 * time) * loudness * 20_000);
  });
}

/** `samples` in a WAV file (RIFF header, then the PCM data). */
function wav(samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (const [index, char] of [...value].entries()) view.setUint8(offset + index, char.charCodeAt(0));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (const [index, sample] of samples.entries()) view.setInt16(44 + index * 2, sample, true);
  return bytes;
}

/** Three seconds of audio with a visible waveform, as a data URL, so the players work without a server. */
export const TONE_AUDIO_URL = `data:audio/wav;base64,${btoa(Array.from(wav(syllables()), (byte) => String.fromCharCode(byte)).join(''))}`;
