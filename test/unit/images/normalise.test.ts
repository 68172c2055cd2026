import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpImageProcessor } from '../../../functions/adapters/images/sharp-image-processor';

/** One-pixel-wide green strokes on black: the thin neon link text of a 1990s fan site. */
async function thinGreenStrokes() {
  const width = 64,
    height = 32;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 8; y < 24; y++)
    for (let x = 0; x < width; x += 2) data.set([51, 255, 51], (y * width + x) * 3);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('normalised uploads', () => {
  it('keep the colour of thin text: green strokes on black stay fully green', async () => {
    const { jpeg } = await new SharpImageProcessor().normalise(await thinGreenStrokes());
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const i = (16 * info.width + 32) * info.channels;
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    // With colour at half resolution (4:2:0) a stroke comes out about (112, 213, 119): washed out.
    expect(g - Math.max(r, b)).toBeGreaterThan(120);
  });
});
