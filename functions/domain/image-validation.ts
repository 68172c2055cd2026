import { DEFAULT_VALIDATION_SUGGESTION } from './messages';
import { MAX_IMAGE_BYTES, MAX_INPUT_PIXELS, MIN_IMAGE_SIDE } from './limits';

/** An upload we refuse, with words for the visitor (shown on /validation-disclaimer). */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejected';
  constructor(
    message: string,
    readonly suggestion: string = DEFAULT_VALIDATION_SUGGESTION,
    /** 413 when the problem is size, else 400. */
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

export const SUPPORTED_FORMATS_HINT = 'Please upload website screenshots as PNG, JPEG, WebP or GIF files';

/** Magic numbers of the formats we accept: checked before any decoder sees the bytes. */
export function sniffImageFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'gif' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  return null;
}

const DATA_URL_PREFIX = /^data:([a-z0-9.+/-]+);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Accepts plain base64 or a data URL (what a browser canvas produces). */
export function decodeBase64Image(value: string, position: number): Buffer {
  const label = `Screenshot ${position}`;
  const body = value.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  // Base64 inflates by 4/3; refuse oversize input before allocating the decoded buffer.
  if (Math.floor((body.length * 3) / 4) > MAX_IMAGE_BYTES + 3) {
    throw new ImageRejectedError(
      `${label} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
      'Please upload smaller screenshots (the page downsizes them for you when you upload through the site)',
      413,
    );
  }
  if (!BASE64_BODY.test(body)) {
    throw new ImageRejectedError(`${label} is not valid base64 image data`, SUPPORTED_FORMATS_HINT);
  }
  const bytes = Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
  if (bytes.length === 0) throw new ImageRejectedError(`${label} is empty`, SUPPORTED_FORMATS_HINT);
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError(
      `${label} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
      'Please upload smaller screenshots',
      413,
    );
  }
  return bytes;
}

export function checkDimensions(width: number, height: number, position: number): void {
  const label = `Screenshot ${position}`;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(
      `${label} is too large to process (${width}×${height} pixels; the limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`,
      'Please upload a screenshot of one or two screens rather than the whole page at full resolution',
      413,
    );
  }
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    throw new ImageRejectedError(
      `${label} is too small to judge (${width}×${height} pixels)`,
      `Please upload screenshots at least ${MIN_IMAGE_SIDE} pixels on each side`,
    );
  }
}
