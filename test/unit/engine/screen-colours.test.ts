/**
 * The colour-vision report describes what its preview shows: a red "Buy now" button on a
 * green ground merges into it with deuteranopia, in the preview and in the report's words. The pairs
 * are read off the screenshot by the engine (metrics/screen-colours.ts), flagged by the domain
 * (colourVisionFlags) with the very colours the preview draws (SharpColourVisionSimulator).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SharpColourVisionSimulator } from '../../../functions/adapters/images/sharp-colour-vision-simulator';
import { colourVisionFlags, parseCssColour } from '../../../functions/domain/colour-vision';
import { stopClutterWorkers } from '../../../functions/engine/clutter';
import { analyse } from '../../../functions/engine/critic';
import type { RgbImage } from '../../../functions/engine/image';
import { stopOcr } from '../../../functions/engine/ocr';
import { decodeRgb } from '../../../functions/engine/pixels';
import { asUpload, svgPage } from './helpers';

vi.setConfig({ testTimeout: 60_000 });
afterAll(() => Promise.all([stopOcr(), stopClutterWorkers()]));

/** A garden shop's first screen: a green hero band with a button of `button` colour, white label. */
const shop = (button: string, hero = '#4c9a3c') => `<rect width="1440" height="900" fill="#ffffff"/>
<text x="80" y="58" font-family="sans-serif" font-size="28" font-weight="700" fill="#1f2937">Greenleaf Garden Supply</text>
<rect y="90" width="1440" height="560" fill="${hero}"/>
<text x="80" y="260" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">Everything your garden needs</text>
<text x="80" y="330" font-family="sans-serif" font-size="26" fill="#ffffff">Seeds, soil and tools, delivered tomorrow.</text>
<rect x="80" y="400" width="240" height="72" rx="8" fill="${button}"/>
<text x="200" y="447" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#ffffff">Buy now</text>
<text x="80" y="740" font-family="sans-serif" font-size="20" fill="#374151">Free delivery on orders over $50.</text>`;

/** The median colour of a 12×12 patch (as the preview shows it). */
function patch(img: RgbImage, cx: number, cy: number): [number, number, number] {
  const values: number[][] = [[], [], []];
  for (let y = cy - 6; y < cy + 6; y++)
    for (let x = cx - 6; x < cx + 6; x++)
      for (let k = 0; k < 3; k++) values[k]!.push(img.data[(y * img.width + x) * 3 + k]!);
  return values.map((v) => v.sort((a, b) => a - b)[v.length >> 1]!) as [number, number, number];
}
const close = (a: readonly number[], b: readonly number[], tolerance: number) =>
  a.every((v, k) => Math.abs(v - b[k]!) <= tolerance);

describe('the colour-vision report says what the preview shows', () => {
  it('flags the red "Buy now" button merging into its green ground with deuteranopia, in the preview’s colours', async () => {
    const jpeg = await asUpload(await svgPage(shop('#c8382c')));
    const { result } = await analyse([jpeg], 'honest');
    const flags = colourVisionFlags(result.screenColours!);
    const button = flags.find((f) => f.kind === 'element');
    expect(button).toMatchObject({ label: 'the “Buy now” button', source: 'screenshot' });
    expect(button!.failsFor.map((f) => f.type)).toContain('deuteranopia');

    // The preview the page shows: the button's fill and the hero around it, as drawn for deuteranopia.
    const preview = await decodeRgb(await new SharpColourVisionSimulator().simulate(jpeg, 'deuteranopia'));
    const scale = preview.width / 1440;
    const fillSeen = patch(preview, Math.round(110 * scale), Math.round(415 * scale));
    const groundSeen = patch(preview, Math.round(500 * scale), Math.round(440 * scale));
    const deut = button!.failsFor.find((f) => f.type === 'deuteranopia')!;
    // JPEG, twice: the colours named are the preview's own, within a few levels.
    expect(close(parseCssColour(deut.foreground)!, fillSeen, 8)).toBe(true);
    expect(close(parseCssColour(deut.background)!, groundSeen, 8)).toBe(true);
    // And for typical vision the same two are far apart: it is the deficiency that merges them.
    expect(close(parseCssColour(button!.foreground)!, parseCssColour(button!.background)!, 60)).toBe(false);
  });

  it('has nothing to say of a dark-blue button on the same page: it stands out for everyone', async () => {
    const jpeg = await asUpload(await svgPage(shop('#1e3a8a')));
    const { result } = await analyse([jpeg], 'honest');
    expect(result.screenColours!.some((p) => p.kind === 'element')).toBe(true);
    expect(colourVisionFlags(result.screenColours!).filter((f) => f.kind === 'element')).toEqual([]);
  });
});
