import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_SITES } from '../../../functions/local/demo-sites';
import { MAX_IMAGE_LONGEST_SIDE } from '../../../functions/domain/limits';
import type { RgbImage } from '../../../functions/engine/image';

export const DATA = fileURLToPath(new URL('../../data/aim/', import.meta.url));

/** AIM reference values (test/data/aim/expected.json, copied from AIM's own test suite). */
export const expected = JSON.parse(readFileSync(`${DATA}expected.json`, 'utf8')) as Record<
  string,
  Record<string, number | number[] | string>
>;

/** Fixture entries of one metric: [file, value], skipping the "note". */
export const cases = <T extends number | number[]>(metric: string) =>
  Object.entries(expected[metric]!).filter((e): e is [string, T] => typeof e[1] !== 'string');

/**
 * Decodes a fixture PNG like AIM measures it: raw stored values (embedded ICC profiles ignored, as PIL
 * does), transparent pixels composited onto white.
 */
export async function loadPng(file: string): Promise<RgbImage> {
  const { data, info } = await sharp(`${DATA}${file}`, { ignoreIcc: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

/** An image as the pipeline hands it to the critic: longest side ≤ 1200, JPEG quality 70. */
export async function asUpload(input: string | Buffer): Promise<Buffer> {
  return sharp(typeof input === 'string' ? `${DATA}${input}` : input, { ignoreIcc: true })
    .flatten({ background: '#ffffff' })
    .resize({
      width: MAX_IMAGE_LONGEST_SIDE,
      height: MAX_IMAGE_LONGEST_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: 70 })
    .toBuffer();
}

export const svgPage = (body: string, width = 1440, height = 900) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`),
  )
    .png()
    .toBuffer();

/** The demo pages local mode seeds (functions/local/demo-sites.ts). */
export function seededDemoSvgs(): { name: string; svg: string }[] {
  return DEMO_SITES.map(({ name, svg }) => ({ name, svg }));
}

export function solid(width: number, height: number, rgb: [number, number, number]): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) data.set(rgb, i);
  return { width, height, data };
}
