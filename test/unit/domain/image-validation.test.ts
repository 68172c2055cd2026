import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ImageRejectedError,
  checkDimensions,
  decodeBase64Image,
  sniffImageFormat,
} from '../../../functions/domain/image-validation';
import { MAX_IMAGE_BYTES } from '../../../functions/domain/limits';

const canvas = () => sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } });

/** Runs fn and returns the ImageRejectedError it throws (fails the test if it throws anything else). */
function rejection(fn: () => unknown): ImageRejectedError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ImageRejectedError);
    return error as ImageRejectedError;
  }
  throw new Error('expected an ImageRejectedError');
}

describe('sniffImageFormat', () => {
  const real: Record<string, Buffer> = {};
  beforeAll(async () => {
    real.jpeg = await canvas().jpeg().toBuffer();
    real.png = await canvas().png().toBuffer();
    real.webp = await canvas().webp().toBuffer();
    real.gif = await canvas().gif().toBuffer();
  });

  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('recognises a real %s', (format) => {
    expect(sniffImageFormat(real[format]!)).toBe(format);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n', 'latin1')],
    ['plain text', Buffer.from('hello, this is not a screenshot')],
    ['HTML', Buffer.from('<!doctype html><html><body>hi</body></html>')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['empty bytes', Buffer.alloc(0)],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['GIF87b', Buffer.from('GIF87b......')],
  ])('refuses %s', (_, bytes) => {
    expect(sniffImageFormat(bytes)).toBeNull();
  });

  it('needs the magic number at the start, not anywhere', () => {
    expect(sniffImageFormat(Buffer.concat([Buffer.from('x'), real.png!]))).toBeNull();
  });
});

describe('decodeBase64Image', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await canvas().png().toBuffer();
  });

  it('decodes plain base64', () => {
    expect(decodeBase64Image(png.toString('base64'), 1).equals(png)).toBe(true);
  });

  it('decodes a data URL as a canvas produces it', () => {
    expect(decodeBase64Image(`data:image/png;base64,${png.toString('base64')}`, 1).equals(png)).toBe(true);
  });

  it('decodes base64url and ignores line breaks', () => {
    expect(decodeBase64Image(png.toString('base64url'), 1).equals(png)).toBe(true);
    const wrapped = png.toString('base64').replace(/(.{20})/g, '$1\n');
    expect(decodeBase64Image(wrapped, 1).equals(png)).toBe(true);
  });

  it.each(['not base64!', 'abc$def', 'AAAA===', '<svg>'])(
    'refuses %j as invalid, naming the screenshot',
    (value) => {
      const error = rejection(() => decodeBase64Image(value, 3));
      expect(error.status).toBe(400);
      expect(error.message).toBe('Screenshot 3 is not valid base64 image data');
      expect(error.suggestion).toMatch(/PNG, JPEG, WebP or GIF/);
    },
  );

  it('refuses an empty image', () => {
    const error = rejection(() => decodeBase64Image('data:image/png;base64,', 2));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Screenshot 2 is empty/);
  });

  it('accepts exactly 4 MB', () => {
    const bytes = Buffer.alloc(MAX_IMAGE_BYTES, 7);
    expect(decodeBase64Image(bytes.toString('base64'), 1).length).toBe(MAX_IMAGE_BYTES);
  });

  it('refuses one byte over 4 MB with 413', () => {
    const error = rejection(() =>
      decodeBase64Image(Buffer.alloc(MAX_IMAGE_BYTES + 1, 7).toString('base64'), 4),
    );
    expect(error.status).toBe(413);
    expect(error.message).toBe('Screenshot 4 is larger than 4 MB');
  });

  it('refuses oversize input by its length, before looking at (or decoding) the characters', () => {
    // 6 MB of characters that are not even base64: the size refusal (413) comes first.
    const error = rejection(() => decodeBase64Image('!'.repeat(6 * 1024 * 1024), 5));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Screenshot 5 is larger than 4 MB');
  });
});

describe('checkDimensions', () => {
  it('accepts ordinary screenshots, the 200 px minimum and exactly 50 megapixels', () => {
    expect(() => checkDimensions(1280, 800, 1)).not.toThrow();
    expect(() => checkDimensions(200, 200, 1)).not.toThrow();
    expect(() => checkDimensions(10_000, 5_000, 1)).not.toThrow();
  });

  it('refuses more than 50 megapixels with 413, naming the screenshot', () => {
    const error = rejection(() => checkDimensions(10_000, 5_001, 2));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/^Screenshot 2 is too large to process/);
    expect(error.message).toContain('10000×5001');
  });

  it.each([
    [199, 800],
    [800, 199],
    [16, 16],
  ])('refuses %i×%i as too small with 400, naming the screenshot', (w, h) => {
    const error = rejection(() => checkDimensions(w, h, 5));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`Screenshot 5 is too small to judge (${w}×${h} pixels)`);
    expect(error.suggestion).toMatch(/200 pixels/);
  });

  it('reports size before smallness for a huge sliver', () => {
    expect(rejection(() => checkDimensions(199, 300_000, 1)).status).toBe(413);
  });
});
