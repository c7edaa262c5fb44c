import { describe, expect, it } from 'vitest';
import {
  checkCreativeAudio,
  checkDisplayAd,
  DEFAULT_DISPLAY_AD_SIZES,
  isCreativeAudioFile,
  MAX_DISPLAY_AD_BYTES,
} from './creativeFileRules.ts';

const image = (name: string, type: string) => new File([new Uint8Array(8)], name, { type });
const sized = (width: number, height: number) => async () => ({ width, height });

describe('creative file rules', () => {
  it('takes the audio type from the extension', () => {
    expect(['spot.MP3', 'a.wav', 'b.m4a', 'c.ogg'].map(isCreativeAudioFile)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['spot.flac', 'spot', 'spot.mp3.exe'].map(isCreativeAudioFile)).toEqual([false, false, false]);
  });

  it('accepts a display ad of an accepted type and size', async () => {
    expect(
      await checkDisplayAd(image('ad.png', 'image/png'), DEFAULT_DISPLAY_AD_SIZES, sized(300, 250)),
    ).toBeNull();
  });

  it('refuses another type before reading the image', async () => {
    const never = () => Promise.reject(new Error('not read'));
    expect(await checkDisplayAd(image('ad.svg', 'image/svg+xml'), DEFAULT_DISPLAY_AD_SIZES, never)).toEqual({
      reason: 'type',
    });
    expect(await checkDisplayAd(image('ad.bmp', 'image/png'), DEFAULT_DISPLAY_AD_SIZES, never)).toEqual({
      reason: 'type',
    });
  });

  it('refuses other pixel sizes and images that do not decode', async () => {
    expect(
      await checkDisplayAd(image('ad.jpg', 'image/jpeg'), DEFAULT_DISPLAY_AD_SIZES, sized(301, 250)),
    ).toEqual({
      reason: 'size',
      size: { width: 301, height: 250 },
    });
    const broken = () => Promise.reject(new Error('bad image'));
    expect(await checkDisplayAd(image('ad.gif', 'image/gif'), DEFAULT_DISPLAY_AD_SIZES, broken)).toEqual({
      reason: 'unreadable',
    });
  });

  it('refuses files past the sizes their upload policies allow, before reading them', async () => {
    const never = () => Promise.reject(new Error('not read'));
    const big = new File([new Uint8Array(MAX_DISPLAY_AD_BYTES + 1)], 'ad.png', { type: 'image/png' });
    expect(await checkDisplayAd(big, DEFAULT_DISPLAY_AD_SIZES, never)).toEqual({
      reason: 'bytes',
      bytes: MAX_DISPLAY_AD_BYTES + 1,
    });
    const spot = new File([new Uint8Array(2048)], 'spot.mp3', { type: 'audio/mpeg' });
    expect(checkCreativeAudio(spot, 1024)).toEqual({ reason: 'bytes', bytes: 2048 });
    expect(checkCreativeAudio(spot)).toBeNull();
    expect(checkCreativeAudio(new File([], 'spot.flac'))).toEqual({ reason: 'type' });
  });
});
