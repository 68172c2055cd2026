import sharp from 'sharp';
import { ImageDecodeError } from '../../ports/image-processor';
import { JPEG_QUALITY, MAX_IMAGE_LONGEST_SIDE, MAX_INPUT_PIXELS, THUMBNAIL_WIDTH } from '../../domain/limits';
import type { ImageInfo, ImageProcessor, NormalisedImage } from '../../ports/image-processor';
import {
  FULL_PAGE_IMAGE_WIDTH,
  FULL_PAGE_JPEG_QUALITY,
  FULL_PAGE_MAX_INPUT_PIXELS,
} from '../../domain/full-page';

// One image at a time per call is plenty on a Lambda vCPU, and it bounds memory.
sharp.concurrency(1);
sharp.cache(false);

const INPUT_OPTIONS = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Truncated or corrupt files fail instead of decoding to grey bands.
  failOn: 'warning',
  // Animated GIF/WebP: judge the first frame.
  pages: 1,
} as const;

export class SharpImageProcessor implements ImageProcessor {
  async inspect(bytes: Buffer): Promise<ImageInfo> {
    try {
      // Header only, no pixel decode: read the true size so the caller can refuse it with numbers.
      const meta = await sharp(bytes, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
      if (!meta.width || !meta.height || !meta.format) throw new Error('no dimensions');
      // EXIF orientations 5–8 swap the axes.
      const swap = (meta.orientation ?? 1) >= 5;
      return {
        format: meta.format,
        width: swap ? meta.height : meta.width,
        height: swap ? meta.width : meta.height,
      };
    } catch {
      throw new ImageDecodeError('unreadable');
    }
  }

  async normalise(bytes: Buffer): Promise<NormalisedImage> {
    try {
      const { data, info } = await sharp(bytes, INPUT_OPTIONS)
        .rotate()
        .flatten({ background: '#ffffff' })
        .resize({
          width: MAX_IMAGE_LONGEST_SIDE,
          height: MAX_IMAGE_LONGEST_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        // Full colour resolution: halving it (4:2:0) turns thin coloured text grey, and the engine
        // then misses the neon-on-black and rainbow link text a designer sees at once.
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: false, chromaSubsampling: '4:4:4' })
        .toBuffer({ resolveWithObject: true });
      // sharp strips metadata (EXIF, GPS, ICC) unless asked to keep it.
      return { jpeg: data, width: info.width, height: info.height };
    } catch (error) {
      const detail = error instanceof Error ? error.message : '';
      throw new ImageDecodeError(/pixel limit/i.test(detail) ? 'too_large' : 'corrupt');
    }
  }

  async thumbnail(jpeg: Buffer): Promise<Buffer> {
    // Cards show the top of the page at its full width: a desktop screenshot whole, a tall one (a
    // phone) cut to a 4:3 window from the top. A 4:3 window of a 16:10 screenshot cut both sides and
    // every headline and menu with them (the gallery showed "ew arrivals fo").
    const { width = THUMBNAIL_WIDTH, height = THUMBNAIL_WIDTH } = await sharp(jpeg, INPUT_OPTIONS).metadata();
    return sharp(jpeg, INPUT_OPTIONS)
      .resize({
        width: THUMBNAIL_WIDTH,
        height: Math.min(
          Math.round((THUMBNAIL_WIDTH * 3) / 4),
          Math.round((THUMBNAIL_WIDTH * height) / width),
        ),
        fit: 'cover',
        position: 'top',
      })
      .jpeg({ quality: 72 })
      .toBuffer();
  }

  async normaliseFullPage(bytes: Buffer): Promise<NormalisedImage> {
    try {
      // Tall but narrow: the width is scaled, the height follows (at most 6 000 px at 1200 wide).
      const { data, info } = await sharp(bytes, {
        ...INPUT_OPTIONS,
        limitInputPixels: FULL_PAGE_MAX_INPUT_PIXELS,
      })
        .flatten({ background: '#ffffff' })
        .resize({ width: FULL_PAGE_IMAGE_WIDTH, withoutEnlargement: true })
        .jpeg({ quality: FULL_PAGE_JPEG_QUALITY, mozjpeg: false, progressive: true })
        .toBuffer({ resolveWithObject: true });
      return { jpeg: data, width: info.width, height: info.height };
    } catch (error) {
      const detail = error instanceof Error ? error.message : '';
      throw new ImageDecodeError(/pixel limit/i.test(detail) ? 'too_large' : 'corrupt');
    }
  }
}
