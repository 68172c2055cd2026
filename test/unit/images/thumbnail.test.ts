import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpImageProcessor } from '../../../functions/adapters/images/sharp-image-processor';

/** A screenshot with a red band down its left and its right edge (where a menu or a headline starts). */
const screenshot = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: { create: { width: 24, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
      {
        input: { create: { width: 24, height, channels: 3, background: '#ff0000' } },
        left: width - 24,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();

async function edges(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const red = (x: number) => {
    const i = (Math.floor(info.height / 2) * info.width + x) * info.channels;
    return data[i]! > 200 && data[i + 1]! < 80;
  };
  return { width: info.width, height: info.height, left: red(2), right: red(info.width - 3) };
}

describe('stored thumbnails (gallery cards)', () => {
  const images = new SharpImageProcessor();

  it('keep a desktop screenshot whole: nothing at its left or right edge is cut off', async () => {
    const thumb = await edges(await images.thumbnail(await screenshot(1200, 750)));
    expect(thumb).toEqual({ width: 480, height: 300, left: true, right: true });
  });

  it('keep the full width of a phone screenshot and its top 4:3 window', async () => {
    const thumb = await edges(await images.thumbnail(await screenshot(555, 1200)));
    expect(thumb).toEqual({ width: 480, height: 360, left: true, right: true });
  });
});
