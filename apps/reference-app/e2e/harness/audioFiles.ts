/**
 * A real PCM WAV file: a sine tone of `seconds` at 22,050 Hz, 16-bit mono, whose peaks reach
 * `amplitude` of full scale (0.37 by default, about −8.7 dBFS; 0.95 makes a file far too loud for
 * any destination).
 */
export function sineWav(seconds: number, frequency = 440, amplitude = 12_000 / 32_767): Buffer {
  const rate = 22_050;
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  const peak = Math.round(amplitude * 32_767);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / rate) * peak), 44 + i * 2);
  }
  return wav;
}
