/**
 * Faint is not blank (issue 15, point 6): a page of grey text on grey has no Canny edges, so it used
 * to be refused as "blank" or "almost uniform", the very defect most worth roasting. Pages drawn as SVG
 * (sharp's librsvg, like twins.ts) in text colours 1.05–1.3:1 against their background must be
 * accepted, found to have text lines, named for their contrast and scored worse than the same page in
 * normal contrast; empty images, gradients, soft shapes and grain must still be refused.
 */
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ContentRejectedError, type CritiqueResult } from '../../../functions/domain/critique';
import { ughScore } from '../../../functions/domain/scoring';
import { stopClutterWorkers } from '../../../functions/engine/clutter';
import { analyse, createOfflineCritic } from '../../../functions/engine/critic';
import { grayscale } from '../../../functions/engine/image';
import { measureImage } from '../../../functions/engine/measure';
import { faintTextLines, stretchAroundBackground } from '../../../functions/engine/metrics/faint-text';
import { stopOcr } from '../../../functions/engine/ocr';
import { decodeRgb } from '../../../functions/engine/pixels';
import { asUpload, svgPage } from './helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });
afterAll(() => Promise.all([stopOcr(), stopClutterWorkers()]));

const critic = createOfflineCritic({ ocr: false });
const FONT = 'font-family="sans-serif"';

/** One page in three colours: background, body text and headings/shapes (a studio's landing page). */
function page(bg: string, text: string, strong: string): string {
  const para = (x: number, y: number, n: number, width: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<text x="${x}" y="${y + i * 26}" ${FONT} font-size="16" fill="${text}">${'Calm, useful products for people who value their time, planned and shipped. '.slice(0, width)}</text>`,
    ).join('');
  return `<rect width="1440" height="900" fill="${bg}"/>
    <text x="80" y="56" ${FONT} font-size="24" font-weight="700" fill="${strong}">Faintline</text>
    ${['Work', 'Studio', 'Journal', 'Contact'].map((l, i) => `<text x="${980 + i * 100}" y="54" ${FONT} font-size="17" fill="${text}">${l}</text>`).join('')}
    <text x="80" y="220" ${FONT} font-size="56" font-weight="700" fill="${strong}">Design that gets out of the way</text>
    ${para(80, 280, 4, 78)}
    <rect x="80" y="400" width="220" height="56" rx="8" fill="none" stroke="${strong}" stroke-width="2"/>
    <text x="108" y="435" ${FONT} font-size="19" fill="${strong}">Start a project</text>
    ${[0, 1, 2]
      .map(
        (i) =>
          `<text x="${80 + i * 440}" y="540" ${FONT} font-size="24" font-weight="700" fill="${strong}">Service ${i + 1}</text>${para(80 + i * 440, 580, 6, 44)}`,
      )
      .join('')}`;
}

/** Text colours and their WCAG ratio against the background (computed from the sRGB values). */
const FAINT = {
  '#d8d8d8 on #e0e0e0 (1.1:1)': page('#e0e0e0', '#d8d8d8', '#d4d4d4'),
  '#777777 on #707070 (1.1:1)': page('#707070', '#777777', '#7a7a7a'),
  '#f0f0f0 on #ffffff (1.1:1)': page('#ffffff', '#f0f0f0', '#ebebeb'),
  '#2e2e2e on #262626 (1.1:1, dark)': page('#262626', '#2e2e2e', '#333333'),
};
/** Faint, but with enough edges to have been accepted before (the roast must not get milder). */
const PALE = page('#e6e6e6', '#c8c8c8', '#c0c0c0');
const NORMAL = page('#ffffff', '#475569', '#0f172a');

const upload = async (svg: string) => asUpload(await svgPage(svg));
const judge = async (svg: string): Promise<CritiqueResult> =>
  critic.critique({ roastId: 'faint', level: 'brutal', images: [await upload(svg)] });

describe('faint text is roasted, not refused', () => {
  it.each(Object.keys(FAINT))('accepts %s, finds its text lines and names their contrast', async (name) => {
    const jpeg = await upload(FAINT[name as keyof typeof FAINT]);
    const m = measureImage(await decodeRgb(jpeg));
    // The ordinary edge metrics see nothing (that is what made it "blank")…
    expect(m.contourDensity).toBeLessThan(0.004);
    // …the stretched look finds the rows of text, whose measured contrast is the real, faint one.
    expect(m.viewport.text.lines).toBeGreaterThanOrEqual(10);
    expect(m.viewport.text.contrastMedian).toBeLessThan(1.5);
    const a = await analyse([jpeg], 'brutal', { ocr: false, clutter: false });
    const codes = a.result.violations.map((v) => v.code);
    expect(codes).toContain('V012'); // Invisible Ink: the first screen has almost no luminance spread
    expect(codes).toEqual(expect.arrayContaining(['V014', 'V015'])); // faintest line, low-contrast words
  });

  it.each(Object.keys(FAINT))(
    'scores %s at least 15 UGH points worse than the page in normal contrast',
    async (name) => {
      const normal = ughScore((await judge(NORMAL)).subScores);
      const faint = ughScore((await judge(FAINT[name as keyof typeof FAINT])).subScores);
      expect(faint - normal).toBeGreaterThanOrEqual(15);
    },
  );

  it('still names #c8c8c8 on #e6e6e6 (1.3:1, visible to the ordinary edges) and scores it worse', async () => {
    const pale = await judge(PALE);
    expect(pale.violations.map((v) => v.code)).toEqual(expect.arrayContaining(['V012', 'V014', 'V015']));
    expect(ughScore(pale.subScores)).toBeGreaterThan(ughScore((await judge(NORMAL)).subScores));
  });
});

describe('empty images are still refused', () => {
  const rejects = async (png: Buffer, pattern: RegExp) => {
    const error = await critic
      .critique({ roastId: 'empty', level: 'brutal', images: [await asUpload(png)] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentRejectedError);
    expect((error as Error).message).toMatch(pattern);
  };
  const grain = (amplitude: number, blur?: number) => {
    const w = 1200,
      h = 750,
      data = Buffer.alloc(w * h * 3);
    let s = 11;
    for (let i = 0; i < w * h; i++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      data.fill(230 + ((s >> 16) % (2 * amplitude + 1)) - amplitude, i * 3, i * 3 + 3);
    }
    const img = sharp(data, { raw: { width: w, height: h, channels: 3 } });
    return (blur ? img.blur(blur) : img).png().toBuffer();
  };

  it.each([
    [
      'a soft grey gradient',
      '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0e0e0"/><stop offset="1" stop-color="#d0d0d0"/></linearGradient></defs><rect width="1440" height="900" fill="url(#g)"/>',
    ],
    [
      'a sky gradient',
      '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#cfe6fb"/></linearGradient></defs><rect width="1440" height="900" fill="url(#g)"/>',
    ],
    [
      'a vignette',
      '<defs><radialGradient id="g" r="0.8"><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#b0b0b0"/></radialGradient></defs><rect width="1440" height="900" fill="url(#g)"/>',
    ],
    [
      'faint soft circles',
      `<rect width="1440" height="900" fill="#ffffff"/>${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i * 211) % 1400}" cy="${(i * 97) % 880}" r="${20 + (i % 5) * 10}" fill="#f3f3f3"/>`).join('')}`,
    ],
  ])('refuses %s as almost uniform', async (_, svg) => {
    await rejects(await svgPage(svg), /almost uniform/);
  });

  it('refuses low grain (±2, ±4 and ±8 levels) and a blurred paper texture as blank or uniform', async () => {
    for (const png of [await grain(2), await grain(4), await grain(8), await grain(10, 1.5)])
      await rejects(png, /blank|almost uniform/);
  });

  it('finds no rows of text in amplified grain, and does not stretch a page that has contrast', async () => {
    const noisy = await decodeRgb(await asUpload(await grain(2)));
    expect(faintTextLines(noisy)).toEqual([]);
    const normal = await decodeRgb(await upload(NORMAL));
    expect(stretchAroundBackground(grayscale(normal)).stretch).toBeLessThan(2);
    const faint = await decodeRgb(await upload(FAINT['#d8d8d8 on #e0e0e0 (1.1:1)']));
    expect(stretchAroundBackground(grayscale(faint))).toMatchObject({ background: 224 });
    expect(stretchAroundBackground(grayscale(faint)).stretch).toBeGreaterThan(8);
  });
});
