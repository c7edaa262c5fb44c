import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoId } from '../src/resources/assets/demoIds.ts';
import { seedDemoMedia } from '../src/seed/demoMedia.ts';
import { encodePng } from '../src/services/media/encodePng.ts';
import { demoAdvertisers } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

/** Width, height and the unfiltered RGB rows of a PNG this project encodes, checking every chunk's CRC. */
function readPng(bytes: Uint8Array): { width: number; height: number; rows: Buffer } {
  const file = Buffer.from(bytes);
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    expect(file.readUInt32BE(offset + 8 + length)).toBe(
      crc32(file.subarray(offset + 4, offset + 8 + length)),
    );
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  return { width, height, rows: inflateSync(Buffer.concat(data)) };
}

describe('encodePng', () => {
  it('writes the pixels it is given, row by row', () => {
    const pixels = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const { width, height, rows } = readPng(encodePng({ width: 2, height: 2, pixels }));
    expect([width, height]).toEqual([2, 2]);
    expect([...rows]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30]);
  });

  it('refuses pixels that do not fill the image', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(11) })).toThrow(/needs 12 bytes/);
  });
});

describe('seedDemoMedia', () => {
  const sessions = roleSessionsForSuite('pglite');

  async function get(path: string) {
    const answer = await sessions.call('owner', 'GET', path);
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('gives the demo spot a playable file and its creative a 300×250 banner, once', async () => {
    const { db, baseUrl } = sessions.api;
    const advertiser = demoAdvertisers.onboarded;
    const assetUuid = demoId(advertiser, 'asset:spring-sale');
    const creativeId = demoId(advertiser, 'creative:spring-sale');
    expect((await get(`/companies/${advertiser}/assets/${assetUuid}`)).file_url).toBeNull();

    expect(await seedDemoMedia(db, [advertiser], baseUrl, new Date())).toBe(2);

    const asset = await get(`/companies/${advertiser}/assets/${assetUuid}`);
    expect(asset).toMatchObject({ status: 'ready', file_url: expect.stringContaining(baseUrl) });
    expect(asset.duration_seconds).toBeGreaterThan(2);
    const audio = await fetch(asset.file_url);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await audio.arrayBuffer()).toString('ascii', 0, 4)).toBe('RIFF');

    const creative = await get(`/companies/${advertiser}/creatives/${creativeId}`);
    // The creative made from the spot plays its file, as one made from an asset through the API does.
    expect(creative.audio_url).toBe(asset.file_url);
    const banner = await fetch(creative.display_url);
    expect(banner.headers.get('content-type')).toBe('image/png');
    const png = readPng(new Uint8Array(await banner.arrayBuffer()));
    expect([png.width, png.height]).toEqual([300, 250]);

    expect(await seedDemoMedia(db, [advertiser], baseUrl, new Date())).toBe(0);
  }, 60_000);
});
