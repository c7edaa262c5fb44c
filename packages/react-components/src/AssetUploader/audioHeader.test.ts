import { describe, expect, it } from 'vitest';
import { toneWav } from '../../test/webAudio.ts';
import { readAudioHeader } from './audioHeader.ts';

/** An ID3v2.4 tag of `size` bytes after its header, as taggers put before an MP3's first frame. */
const id3 = (size: number) => [
  0x49,
  0x44,
  0x33,
  4,
  0,
  0,
  0,
  0,
  size >> 7,
  size & 0x7f,
  ...new Array(size).fill(0),
];

describe('audio headers', () => {
  it('reads a WAV file’s sample rate, channels and bitrate', () => {
    expect(readAudioHeader(toneWav({ seconds: 0.1, sampleRate: 48000, channels: 1 }), 'audio/wav')).toEqual({
      sampleRate: 48000,
      channels: 1,
      bitrateKbps: 768,
      metadataBytes: 0,
    });
  });

  it('reads an MP3 frame header after its ID3 tag, and counts the tag as metadata', () => {
    // MPEG-1 layer III, 128 kbit/s, 44.1 kHz, joint stereo; then the same as mono at 48 kHz.
    const stereo = Uint8Array.from([...id3(200), 0xff, 0xfb, 0x90, 0x64, ...new Array(64).fill(0)]);
    expect(readAudioHeader(stereo, 'audio/mpeg')).toEqual({
      sampleRate: 44100,
      channels: 2,
      bitrateKbps: null,
      metadataBytes: 210,
    });
    const mono = Uint8Array.from([0xff, 0xfb, 0x94, 0xc4, ...new Array(64).fill(0)]);
    expect(readAudioHeader(mono, 'audio/mpeg')).toMatchObject({ sampleRate: 48000, channels: 1 });
  });

  it('reads nothing from other types or from bytes that are not what they claim', () => {
    expect(readAudioHeader(toneWav({ seconds: 0.1 }), 'audio/ogg')).toBeNull();
    expect(readAudioHeader(new Uint8Array(64).fill(7), 'audio/mpeg')).toBeNull();
    expect(readAudioHeader(new Uint8Array(64).fill(7), 'audio/wav')).toBeNull();
  });
});
