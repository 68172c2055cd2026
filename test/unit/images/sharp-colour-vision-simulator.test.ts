import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpColourVisionSimulator } from '../../../functions/adapters/images/sharp-colour-vision-simulator';
import { simulateColour } from '../../../functions/domain/colour-vision';

/** The sharp adapter: decode, the domain's per-pixel maths, encode again at the same size. */
const simulator = new SharpColourVisionSimulator();

async function solid(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function centrePixel(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('SharpColourVisionSimulator', () => {
  it('returns a JPEG of the same width and height', async () => {
    const out = await simulator.simulate(await solid(123, 77, '#336699'), 'protanopia');
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 123, 77]);
  });

  it('paints each pixel as the domain simulation does (within JPEG error)', async () => {
    const input = await solid(64, 64, '#dd0000');
    const before = await centrePixel(input);
    for (const type of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
      const expected = simulateColour(before as [number, number, number], type);
      const after = await centrePixel(await simulator.simulate(input, type));
      after.forEach((c, i) =>
        expect(Math.abs(c - expected[i]!), `${type} channel ${i}`).toBeLessThanOrEqual(4),
      );
    }
  });

  it('refuses bytes that are not an image', async () => {
    await expect(simulator.simulate(Buffer.from('not a jpeg'), 'tritanopia')).rejects.toThrow();
  });
});
