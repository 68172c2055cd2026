import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../domain/limits';
import type { ShareSubject } from '../../domain/share';
import { shareCardSvg, SHARE_CARD_THUMBNAIL, type Typesetter } from '../../domain/share-card';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../domain/share-page';
import type { ShareCardRenderer } from '../../ports/share-card-renderer';

/**
 * The card's SVG (domain/share-card.ts) rendered by sharp's librsvg. The SVG is ours, but it embeds a
 * stored screenshot: that is decoded first under the upload pixel limit and re-encoded at the size the
 * card shows, so librsvg only ever decodes a small JPEG we just made. The SVG itself may rasterise to
 * exactly the card's pixels, no more (limitInputPixels).
 */
export class SharpShareCardRenderer implements ShareCardRenderer {
  constructor(private readonly type: Typesetter) {}

  async render(subject: ShareSubject, thumbnailJpeg: Buffer | null): Promise<Buffer> {
    const thumbnail = thumbnailJpeg ? await this.fitThumbnail(thumbnailJpeg) : null;
    const svg = shareCardSvg(
      subject,
      thumbnail ? `data:image/jpeg;base64,${thumbnail.toString('base64')}` : null,
      this.type,
    );
    return sharp(Buffer.from(svg, 'utf8'), {
      limitInputPixels: SHARE_CARD_WIDTH * SHARE_CARD_HEIGHT,
      failOn: 'error',
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }

  private fitThumbnail(jpeg: Buffer): Promise<Buffer> {
    return sharp(jpeg, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .resize({
        width: SHARE_CARD_THUMBNAIL.width,
        height: SHARE_CARD_THUMBNAIL.height,
        fit: 'cover',
        position: 'top',
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  }
}
