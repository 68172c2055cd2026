import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../functions/engine/critic';
import { decodeRgb } from '../../../functions/engine/pixels';
import {
  footerLinkLines,
  measureWholePage,
  paletteDriftBelowFold,
  repeatedBands,
  wholePageFacts,
} from '../../../functions/engine/whole-page';
import { findViolations } from '../../../functions/engine/rules';
import { WHOLE_PAGE_FACTS } from '../../../functions/domain/full-page';
import { FACTS } from '../../../functions/domain/violation-catalogue';

/** A whole-page capture as the pipeline stores it: 1200 px wide (1440 CSS px), JPEG. */
async function tallPage(body: string, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${height}">
    <rect width="1200" height="${height}" fill="#ffffff"/>${body}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 68 }).toBuffer();
}

/** A distinct section: a heading, a paragraph of lines of its own lengths, and a picture box. */
function section(y: number, seed: number, fill = '#1e3a8a'): string {
  const lines = Array.from({ length: 6 }, (_, i) => {
    const words = ['Design', 'measured', 'pages', 'screens', 'calm', 'colour', 'grid', 'type'];
    const text = Array.from(
      { length: 4 + ((seed * 7 + i * 3) % 6) },
      (_, k) => words[(seed + i + k) % 8],
    ).join(' ');
    return `<text x="${80 + (seed % 3) * 40}" y="${y + 110 + i * 26}" font-family="DejaVu Sans" font-size="16" fill="#334155">${text}</text>`;
  }).join('');
  const boxX = 640 + ((seed * 37) % 200);
  return `<text x="80" y="${y + 60}" font-family="DejaVu Sans" font-size="32" font-weight="bold" fill="${fill}">Section ${seed} heading ${'!'.repeat(seed % 2)}</text>${lines}
    <rect x="${boxX}" y="${y + 40 + (seed % 4) * 10}" width="${260 - (seed % 5) * 20}" height="${150 + (seed % 3) * 20}" rx="12" fill="${fill}" opacity="0.${3 + (seed % 6)}"/>`;
}

const sections = (seeds: number[], top = 0, fill?: string) =>
  seeds.map((seed, i) => section(top + i * 300, seed, fill)).join('');

describe('whole-page facts on synthetic pages', () => {
  it('finds a section repeated further down, and none on a page of distinct sections', async () => {
    const distinct = await decodeRgb(await tallPage(sections([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 3000));
    expect(repeatedBands(distinct)).toEqual([]);
    // Running text in one layout, line after line: alike when blurred, different word for word.
    const vocabulary =
      'pages measured calm colour grid type screens section footer header link button card photo text words'.split(
        ' ',
      );
    let seed = 7;
    // The high bits of the generator: its low bits repeat every 16 draws.
    const word = () =>
      vocabulary[Math.floor((seed = (seed * 1103515245 + 12345) % 2147483648) / 65536) % vocabulary.length];
    const prose = Array.from(
      { length: 95 },
      (_, i) =>
        `<text x="80" y="${40 + i * 30}" font-family="DejaVu Sans" font-size="16" fill="#1f2937">${Array.from({ length: 9 }, word).join(' ')}</text>`,
    ).join('');
    expect(repeatedBands(await decodeRgb(await tallPage(prose, 3000)))).toEqual([]);
    // Sections 2–3 come back, offset by an odd number of rows (not aligned with any band).
    const copied = await decodeRgb(
      await tallPage(sections([1, 2, 3, 4, 5, 6, 7]) + sections([2, 3], 2137), 3000),
    );
    const repeats = repeatedBands(copied);
    expect(repeats.length).toBeGreaterThanOrEqual(2);
    // Each repeat points at the original 1 837 px higher (2137 − 300), within a row.
    for (const r of repeats) expect(Math.abs(r.y - r.repeatsY - 1837)).toBeLessThanOrEqual(1);
  });

  it('counts a footer wall of small links, not a footer of a few', async () => {
    const links = (columns: number, rows: number, top: number) =>
      Array.from({ length: columns * rows }, (_, i) => {
        const c = Math.floor(i / rows),
          r = i % rows;
        return `<text x="${60 + c * 185}" y="${top + r * 24}" font-family="DejaVu Sans" font-size="12" fill="#475569">Link ${['about', 'press', 'careers', 'help'][i % 4]} ${i}</text>`;
      }).join('');
    const wall = await decodeRgb(
      await tallPage(
        sections([1, 2, 3, 4]) +
          `<rect y="1350" width="1200" height="750" fill="#f1f5f9"/>${links(6, 26, 1390)}`,
        2100,
      ),
    );
    const light = await decodeRgb(
      await tallPage(
        sections([1, 2, 3, 4]) +
          `<rect y="1350" width="1200" height="750" fill="#f1f5f9"/>${links(4, 2, 1900)}`,
        2100,
      ),
    );
    const many = footerLinkLines(wall);
    expect(many).toBeGreaterThan(50);
    expect(footerLinkLines(light)).toBeLessThanOrEqual(10);
    const facts = wholePageFacts(
      measureWholePage({ image: wall, pageHeight: 2520, capturedHeight: 2520, truncated: false }),
      1200 / 1440,
    );
    expect(findViolations(facts).map((f) => f.violation.code)).toContain('V076');
    // A cut page's last captured screen is not its footer: no footer fact at all.
    expect(
      measureWholePage({ image: wall, pageHeight: 9000, capturedHeight: 2520, truncated: true }).footerLinks,
    ).toBeUndefined();
  });

  it('measures palette drift below the first screen', async () => {
    const same = await decodeRgb(
      await tallPage(
        sections([1, 2, 3, 4, 5, 6, 7, 8]) +
          '<rect y="1200" width="1200" height="600" fill="#1e3a8a" opacity="0.08"/>',
        2400,
      ),
    );
    const switched = await decodeRgb(
      await tallPage(
        sections([1, 2, 3]) +
          '<rect y="800" width="1200" height="800" fill="#84cc16"/><rect y="1600" width="1200" height="800" fill="#f97316"/>',
        2400,
      ),
    );
    expect(paletteDriftBelowFold(same)!).toBeLessThan(0.1);
    expect(paletteDriftBelowFold(switched)!).toBeGreaterThan(0.6);
    // Less than half a screen below the first: nothing to compare.
    expect(paletteDriftBelowFold(await decodeRgb(await tallPage(sections([1, 2]), 900)))).toBeUndefined();
  });

  it('reads length in desktop screens from the page height, and an endless page fires V074', () => {
    const image = { width: 1200, height: 10, data: new Uint8Array(1200 * 10 * 3).fill(255) };
    const long = measureWholePage({ image, pageHeight: 18_000, capturedHeight: 7200, truncated: true });
    expect(long.screens).toBe(20);
    const codes = findViolations(wholePageFacts(long, 1)).map((f) => f.violation.code);
    expect(codes).toContain('V074');
    const short = measureWholePage({ image, pageHeight: 4500, capturedHeight: 4500, truncated: false });
    expect(findViolations(wholePageFacts(short, 1)).map((f) => f.violation.code)).not.toContain('V074');
  });
});

describe('the whole-page facts in the catalogue', () => {
  it('lists exactly the facts whose source is the whole page (the roast page shows their findings)', () => {
    const fromCatalogue = Object.entries(FACTS)
      .filter(([, fact]) => fact.source === 'whole-page')
      .map(([key]) => key);
    expect(fromCatalogue.sort()).toEqual([...WHOLE_PAGE_FACTS].sort());
  });
});

describe('the critic with a whole-page capture', () => {
  it('adds whole-page violations without changing a single sub-score', async () => {
    const body = sections([1, 2, 3]);
    const first = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1000"><rect width="1200" height="1000" fill="#fff"/>${body}</svg>`,
      ),
    )
      .jpeg({ quality: 70 })
      .toBuffer();
    const whole = await tallPage(
      body +
        sections([4, 5], 900) +
        sections([1, 2, 3], 1537) +
        '<rect y="2600" width="1200" height="1800" fill="#84cc16"/>',
      4400,
    );
    const options = { ocr: false, clutter: false } as const;
    const without = await analyse([first], 'brutal', options);
    const withPage = await analyse([first], 'brutal', {
      ...options,
      fullPage: { jpeg: whole, pageHeight: 20_000, capturedHeight: 5280, truncated: true },
    });
    expect(withPage.result.subScores).toEqual(without.result.subScores);
    const added = withPage.result.violations.map((v) => v.code);
    expect(added).toEqual(expect.arrayContaining(['V074', 'V075', 'V077']));
    expect(without.result.violations.map((v) => v.code)).not.toContain('V074');
    const repeat = withPage.result.violations.find((v) => v.code === 'V075')!;
    expect(repeat.description).toMatch(/the band at [\d,]+ px repeats the one at [\d,]+ px/);
    expect(repeat.evidence).toMatchObject({ metric: 'repeatedSections', threshold: 1 });
  });
});
