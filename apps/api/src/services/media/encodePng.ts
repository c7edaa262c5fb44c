import { crc32, deflateSync } from 'node:zlib';

/** An RGB image: `pixels` holds width × height × 3 bytes, row after row. */
export type RgbImage = { width: number; height: number; pixels: Uint8Array };

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** Encodes an RGB image as a PNG file (8 bits per channel, no filtering, zlib-compressed). */
export function encodePng({ width, height, pixels }: RgbImage): Uint8Array<ArrayBuffer> {
  if (pixels.byteLength !== width * height * 3) {
    throw new Error(`An RGB image of ${width}×${height} needs ${width * height * 3} bytes`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    // Each scanline starts with its filter type, 0 (none).
    rows.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(file);
}
