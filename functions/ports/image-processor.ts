export interface NormalisedImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface ImageInfo {
  format: string;
  width: number;
  height: number;
}

/** Decoding and re-encoding of untrusted image bytes (sharp in every environment). */
export interface ImageProcessor {
  /** Header-only probe; throws ImageRejectedError when the bytes are not a supported image. */
  inspect(bytes: Buffer): Promise<ImageInfo>;
  /** Full decode, EXIF orientation applied, metadata stripped, longest side capped, JPEG. */
  normalise(bytes: Buffer): Promise<NormalisedImage>;
  thumbnail(jpeg: Buffer): Promise<Buffer>;
  /**
   * A whole-page screenshot (tall, from our own browser): scaled to the scored screenshots' width and
   * re-encoded smaller, with its own pixel bound (domain/full-page.ts).
   */
  normaliseFullPage(bytes: Buffer): Promise<NormalisedImage>;
}

/** Why untrusted bytes could not be decoded; the use case words it for the visitor. */
export class ImageDecodeError extends Error {
  override readonly name = 'ImageDecodeError';
  constructor(readonly reason: 'unreadable' | 'corrupt' | 'too_large') {
    super(`image ${reason}`);
  }
}
