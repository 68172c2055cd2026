/** JPEG → raw RGB for the offline critic's metrics. */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../domain/limits';
import type { RgbImage } from './image';

/**
 * Decodes an image to interleaved 8-bit RGB. Alpha is flattened onto white, as AIM does before
 * measuring. Embedded ICC profiles are ignored so pixel values are the stored ones, which is what AIM
 * (PIL) measured for the Alexa top-500 population we calibrate against. `maxWidth`, if given, shrinks
 * wider images (never enlarges); leave it unset when metrics must match the fixtures or the quantiles,
 * since edge density depends on scale.
 */
export async function decodeRgb(jpeg: Buffer, maxWidth?: number): Promise<RgbImage> {
  let pipeline = sharp(jpeg, { limitInputPixels: MAX_INPUT_PIXELS, ignoreIcc: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb');
  if (maxWidth !== undefined) pipeline = pipeline.resize({ width: maxWidth, withoutEnlargement: true });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`Expected 3 channels after decoding, got ${info.channels}`);
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}
