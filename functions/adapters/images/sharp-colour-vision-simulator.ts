import sharp from 'sharp';
import { simulatePixels, type ColourVisionType } from '../../domain/colour-vision';
import { JPEG_QUALITY, MAX_INPUT_PIXELS } from '../../domain/limits';
import type { ColourVisionSimulator } from '../../ports/colour-vision-simulator';

/**
 * sharp decodes the stored screenshot to raw sRGB (under the upload pixel limit, so a stored image can
 * never be a decompression bomb here either), the domain maths redraws every pixel, and sharp encodes
 * it again as JPEG at the size it came in. sharp's own recomb() multiplies the encoded (gamma) values as they are,
 * while the Machado matrices need linear light, hence the raw round trip.
 */
export class SharpColourVisionSimulator implements ColourVisionSimulator {
  async simulate(jpeg: Buffer, type: ColourVisionType): Promise<Buffer> {
    const { data, info } = await sharp(jpeg, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      pages: 1,
    })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    simulatePixels(data, info.channels, type);
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  }
}
