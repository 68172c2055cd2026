/**
 * Captured contrast pairs are checked against the screenshot (facts.ts, contrastAsSeen): white text
 * over a photograph reads 1:1 in CSS (its background is the page's white) but is plain to see, so it
 * is no Unforgivable "Contrast Crime Scene"; genuinely faint text stays one.
 */
import { describe, expect, it } from 'vitest';
import { contrastAsSeen, pageFactValues, type PageFacts } from '../../../functions/engine/facts';
import type { RgbImage } from '../../../functions/engine/image';
import { findViolations } from '../../../functions/engine/rules';
import { solid } from './helpers';

/** A 600×300 page: off-white, with a dark "photo" on the left holding white text, and faint grey text right. */
function page(): RgbImage {
  const img = solid(600, 300, [250, 250, 248]);
  const paint = (x0: number, y0: number, w: number, h: number, rgb: [number, number, number]) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) img.data.set(rgb, (y * 600 + x) * 3);
  };
  paint(0, 0, 300, 300, [40, 60, 50]); // the photograph
  for (let k = 0; k < 12; k++) paint(40 + k * 16, 120, 8, 20, [255, 255, 255]); // white "letters" on it
  for (let k = 0; k < 12; k++) paint(340 + k * 16, 120, 8, 20, [236, 236, 234]); // faint grey "letters"
  return img;
}

const pair = (x: number, ratio: number) => ({
  foreground: '#fff',
  background: 'rgb(250, 250, 248)',
  ratio,
  box: { x, y: 115, width: 200, height: 30 },
  imageIndex: 0,
  label: 'h1 "Quiet light"',
});

describe('contrast pairs as the screenshot shows them', () => {
  const facts: PageFacts = {
    contrastPairs: [pair(30, 1.04), pair(330, 1.12), { foreground: '#eee', background: '#fff', ratio: 1.1 }],
  };

  it('drops a pair the pixels show clearly readable, keeps the faint one and the one below the screens', () => {
    const seen = contrastAsSeen(facts, [page()]).contrastPairs!;
    expect(seen.map((p) => p.ratio)).toEqual([1.12, 1.1]);
  });

  it('so white text over a photo raises no Unforgivable finding, faint grey text still does', () => {
    const codes = (f: PageFacts) => findViolations(pageFactValues(f)).map((x) => x.entry.code);
    const photoOnly = { contrastPairs: [pair(30, 1.04)] };
    expect(codes(photoOnly)).toContain('V017');
    expect(codes(contrastAsSeen(photoOnly, [page()]))).not.toContain('V017');
    expect(codes(contrastAsSeen(facts, [page()]))).toContain('V017');
  });

  it('leaves facts without contrast pairs alone', () => {
    const none: PageFacts = { fontsRendered: ['Inter'] };
    expect(contrastAsSeen(none, [page()])).toBe(none);
  });
});
