import { describe, expect, it } from 'vitest';
import type { PageFacts } from '../../../functions/domain/page-facts';
import { engineFactsFromCapture } from '../../../functions/engine/captured-facts';
import { pageFactValues } from '../../../functions/engine/facts';
import { findViolations } from '../../../functions/engine/rules';

/** A capture as URL capture stores it (domain/page-facts.ts), with nothing else wrong. */
function capture(extra: Partial<PageFacts>): PageFacts {
  return {
    url: 'https://example.com/',
    capturedAt: '2026-11-23T00:00:00.000Z',
    renderedFonts: [{ family: 'Liberation Sans', glyphs: 900 }],
    fontSizes: [{ px: 16, count: 30 }],
    lowContrast: [],
    contrastChecked: 30,
    smallTapTargets: [],
    mobileOverflowPx: 0,
    overflowingElements: [],
    mobileViewportMeta: true,
    headings: [1, 2],
    imagesWithoutAlt: [],
    axeViolations: [],
    pageWeightBytes: 120_000,
    requestCount: 8,
    ...extra,
  };
}
const violationsOf = (facts: PageFacts) =>
  findViolations(pageFactValues(engineFactsFromCapture(facts))).map((f) => f.violation);

describe('broken text from a URL capture', () => {
  it('calls text cut off Guillotined Text, names it and boxes it in the desktop screenshot', () => {
    const [v] = violationsOf(
      capture({
        clippedText: [
          {
            label: 'h1#headline "A law firm for small business."',
            box: { x: 80, y: 196, width: 900, height: 72 },
            device: 'desktop',
            cause: 'covered',
            by: 'div#frame',
            hiddenShare: 0.25,
            fontSizePx: 60,
          },
        ],
      }),
    ).filter((x) => x.code === 'V078');
    expect(v).toMatchObject({ type: 'Guillotined Text', severity: 'Critical', criterion: 'layoutSpacing' });
    expect(v!.description).toContain('Worst: h1#headline "A law firm for small business.", under div#frame');
    // 1440 CSS px are stored 1200 px wide.
    expect(v!.evidence!.region).toEqual({ imageIndex: 0, x: 67, y: 163, width: 750, height: 60 });
  });

  it('calls text over text Text Pile-up and boxes both labels; on the phone, in the phone screenshot', () => {
    const [v] = violationsOf(
      capture({
        overlappingText: [
          {
            label: 'span#cleanings "Cleanings and check-ups"',
            box: { x: 60, y: 161, width: 275, height: 25 },
            device: 'mobile',
            with: 'text',
            other: {
              label: 'span#crowns "Crowns and bridges"',
              box: { x: 260, y: 169, width: 168, height: 25 },
            },
            overlapPx: 525,
            fontSizePx: 22,
          },
        ],
      }),
    ).filter((x) => x.code === 'V079');
    expect(v).toMatchObject({ type: 'Text Pile-up', severity: 'Critical' });
    expect(v!.description).toContain('printed over span#crowns "Crowns and bridges"');
    // The union of both labels, 428 CSS px stored 555 px wide, in image 1 (the phone).
    const k = 555 / 428;
    expect(v!.evidence!.region).toEqual({
      imageIndex: 1,
      x: Math.round(60 * k),
      y: Math.round(161 * k),
      width: Math.round(368 * k),
      height: Math.round(33 * k),
    });
  });

  it('says a picture is over the text, and gives no box for text below what the screenshot shows', () => {
    const [v] = violationsOf(
      capture({
        overlappingText: [
          {
            label: 'h2 "Our team"',
            box: { x: 80, y: 1400, width: 300, height: 40 },
            device: 'desktop',
            with: 'picture',
            other: { label: 'img team.jpg', box: { x: 200, y: 1300, width: 600, height: 400 } },
            overlapPx: 4000,
            fontSizePx: 32,
          },
        ],
      }),
    ).filter((x) => x.code === 'V079');
    expect(v!.description).toContain('h2 "Our team", under img team.jpg');
    expect(v!.evidence!.region).toBeUndefined();
  });

  it('reports nothing when the capture found nothing broken, or did not look (older captures)', () => {
    const codes = (facts: PageFacts) => violationsOf(facts).map((v) => v.code);
    const clean = codes(capture({ clippedText: [], overlappingText: [] }));
    expect(clean).not.toContain('V078');
    expect(clean).not.toContain('V079');
    expect(pageFactValues(engineFactsFromCapture(capture({ clippedText: [] }))).clippedText).toEqual({
      value: 0,
    });
    const older = pageFactValues(engineFactsFromCapture(capture({})));
    expect(older.clippedText).toBeUndefined();
    expect(older.overlappingText).toBeUndefined();
  });
});
