import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const DATA = fileURLToPath(new URL('../../data/', import.meta.url));

export const WEBSITE_FIXTURES = [
  'aalto.fi_website.png',
  'myhelsinki.fi_website.png',
  'wikipedia.org_website.png',
] as const;

/** A real website screenshot (AIM fixtures) as a JPEG, base64. */
export async function websiteJpegBase64(
  name: (typeof WEBSITE_FIXTURES)[number] = 'aalto.fi_website.png',
): Promise<string> {
  const png = readFileSync(`${DATA}aim/${name}`);
  return (await sharp(png).jpeg({ quality: 80 }).toBuffer()).toString('base64');
}

export async function websiteJpeg(
  name: (typeof WEBSITE_FIXTURES)[number] = 'aalto.fi_website.png',
): Promise<Buffer> {
  return Buffer.from(await websiteJpegBase64(name), 'base64');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header declaring width×height pixels (40000×40000 = 1.6 gigapixels)
 * whose compressed data is a few kilobytes of zeros. Decoding it fully would need gigabytes of memory.
 */
export function pngBomb(width = 40_000, height = 40_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
