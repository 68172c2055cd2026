/**
 * The layout measures a designer would check by eye: do neighbouring elements line up, which short
 * labels are buttons, is a pop-up covering the page, and which OCR lines are calls to action.
 */
import { describe, expect, it } from 'vitest';
import { countCtas } from '../../../functions/engine/facts';
import type { Box } from '../../../functions/engine/image';
import { measureImage } from '../../../functions/engine/measure';
import { alignment } from '../../../functions/engine/metrics/layout';
import { decodeRgb } from '../../../functions/engine/pixels';
import { asUpload, svgPage } from './helpers';

const FONT = 'font-family="sans-serif"';
const line = (x: number, y: number, width: number, height = 20): Box => ({ x, y, width, height });
const WIDTH = 1200;
const VIEWPORT = 900;

describe('grid alignment of neighbouring elements', () => {
  it('finds nothing misaligned in a left-aligned column and a row of equal tiles', () => {
    const column = [line(100, 100, 400), line(100, 130, 320), line(100, 160, 360)];
    const tiles = [0, 1, 2].map((i) => ({ x: 100 + i * 300, y: 300, width: 250, height: 150 }));
    const a = alignment(tiles, column, WIDTH, VIEWPORT);
    expect(a.misalignedPairs).toBe(0);
    expect(a.misalignedShare).toBe(0);
  });

  it('accepts a centred stack and a right-aligned stack', () => {
    const centred = [line(500, 100, 200), line(450, 130, 300), line(540, 160, 120)];
    const rightAligned = [line(900, 300, 200), line(960, 330, 140), line(820, 360, 280)];
    expect(alignment([], [...centred, ...rightAligned], WIDTH, VIEWPORT).misalignedPairs).toBe(0);
  });

  it('flags a staggered list whose items share no edge or centre, and points at the worst pair', () => {
    const staggered = [line(100, 100, 200), line(130, 130, 120), line(112, 160, 260), line(150, 190, 90)];
    const a = alignment([], staggered, WIDTH, VIEWPORT);
    expect(a.misalignedPairs).toBe(3);
    expect(a.misalignedShare).toBe(1);
    expect(a.worstPair).toEqual({ x: 112, y: 160, width: 260, height: 50 });
  });

  it('flags items of one row sitting at different heights', () => {
    const row = [line(100, 100, 200, 40), line(400, 118, 200, 40), line(700, 100, 200, 40)];
    expect(alignment([], row, WIDTH, VIEWPORT).misalignedPairs).toBe(2);
  });

  it('judges a card through its lines, and has nothing to judge in a page that is one block', () => {
    const card = { x: 80, y: 80, width: 440, height: 300 };
    const inside = [line(100, 100, 300), line(100, 130, 380), line(100, 160, 200)];
    expect(alignment([card], inside, WIDTH, VIEWPORT)).toMatchObject({
      misalignedPairs: 0,
      misalignedShare: 0,
    });
    const wall = { x: 0, y: 0, width: 1200, height: 900 };
    expect(alignment([wall], [], WIDTH, VIEWPORT)).toMatchObject({ misalignedPairs: 0, misalignedShare: 0 });
  });
});

/** A 1440×900 page rendered and normalised like an upload, then measured. */
const measured = async (body: string, background = '#ffffff') =>
  measureImage(
    await decodeRgb(
      await asUpload(await svgPage(`<rect width="1440" height="900" fill="${background}"/>${body}`)),
    ),
  );

const paragraph = [0, 1, 2, 3]
  .map(
    (i) =>
      `<text x="120" y="${560 + i * 34}" ${FONT} font-size="20" fill="#334155">Short, clear copy that explains what the product does, line ${i + 1}.</text>`,
  )
  .join('');
const page = `<text x="120" y="200" ${FONT} font-size="56" font-weight="700" fill="#0f172a">Plan projects in minutes</text>${paragraph}`;

describe('button-like labels', () => {
  it('finds the labels of a filled and an outlined button, not plain text', async () => {
    const m = await measured(
      `${page}
      <rect x="120" y="300" width="260" height="64" rx="10" fill="#2563eb"/>
      <text x="160" y="341" ${FONT} font-size="22" font-weight="700" fill="#ffffff">Start free trial</text>
      <rect x="420" y="300" width="220" height="64" rx="10" fill="#ffffff" stroke="#2563eb" stroke-width="2"/>
      <text x="462" y="341" ${FONT} font-size="22" font-weight="700" fill="#2563eb">Book a call</text>
      <text x="700" y="341" ${FONT} font-size="22" fill="#334155">or read the docs</text>`,
    );
    const labels = m.viewport.boxedLabels.map((l) => Math.round((l.x * 1440) / 1200));
    expect(labels).toHaveLength(2);
    expect(labels[0]).toBeGreaterThanOrEqual(150);
    expect(labels[0]).toBeLessThan(200);
    expect(labels[1]).toBeGreaterThanOrEqual(450);
    expect(labels[1]).toBeLessThan(500);
  });

  it('ignores an empty outlined rectangle that the text finder takes for a line', async () => {
    const m = await measured(
      `${page}<rect x="100" y="300" width="700" height="120" fill="#0f766e"/>
      ${[0, 1, 2, 3, 4].map((i) => `<rect x="${130 + i * 130}" y="340" width="90" height="36" fill="#fde68a" stroke="#111827" stroke-width="3"/>`).join('')}`,
    );
    expect(m.viewport.boxedLabels).toEqual([]);
  });
});

describe('pop-up dialogs', () => {
  const dialog = `<rect x="470" y="300" width="500" height="260" rx="8" fill="#ffffff"/>
    <text x="520" y="380" ${FONT} font-size="32" font-weight="700" fill="#be123c">Wait! Don't go!</text>
    <text x="520" y="430" ${FONT} font-size="18" fill="#334155">Sign up now and get 10% off your first order.</text>`;

  it('finds a dialog over a dimmed page and reports its box', async () => {
    const m = await measured(
      `${page}<rect width="1440" height="900" fill="#000000" fill-opacity="0.35"/>${dialog}`,
    );
    expect(m.viewport.popups).toHaveLength(1);
    const box = m.viewport.popups[0]!;
    // 470..970 × 300..560 at 1440 px is 392..808 × 250..467 at 1200 px (8-px cells).
    expect(box.x).toBeGreaterThanOrEqual(384);
    expect(box.x + box.width).toBeLessThanOrEqual(816);
    expect(box.y).toBeGreaterThanOrEqual(240);
    expect(box.y + box.height).toBeLessThanOrEqual(472);
  });

  it('does not take a white card on a light-grey page, or the same box on an undimmed page, for a pop-up', async () => {
    expect((await measured(`${page}${dialog}`, '#e5e7eb')).viewport.popups).toEqual([]);
    expect((await measured(`${page}${dialog}`)).viewport.popups).toEqual([]);
  });

  it('counts every dialog piled on one dimmed page, and none when the page outside them is lit', async () => {
    const prompt = `<rect x="20" y="20" width="330" height="120" rx="6" fill="#ffffff"/>
      <text x="40" y="60" ${FONT} font-size="18" fill="#111827">example.com wants to show notifications</text>`;
    const chat = `<rect x="1090" y="560" width="320" height="220" rx="10" fill="#ffffff"/>
      <text x="1110" y="600" ${FONT} font-size="18" fill="#111827">Hi! Need help?</text>`;
    const dimmed = `${page}<rect width="1440" height="900" fill="#000000" fill-opacity="0.35"/>`;
    expect((await measured(`${dimmed}${dialog}${prompt}${chat}`)).viewport.popups).toHaveLength(3);
    expect((await measured(`${page}${dialog}${prompt}${chat}`)).viewport.popups).toEqual([]);
  });
});

describe('loud buttons', () => {
  const button = (x: number, fill: string) =>
    `<rect x="${x}" y="300" width="220" height="56" rx="6" fill="${fill}"/>
     <text x="${x + 30}" y="336" ${FONT} font-size="22" font-weight="700" fill="#ffffff">DOWNLOAD</text>`;

  it('counts the colour families of saturated buttons: four colours are four, two greens are one', async () => {
    const rainbow = await measured(
      `${page}${button(100, '#16a34a')}${button(400, '#ea580c')}${button(700, '#2563eb')}${button(1000, '#7c3aed')}`,
    );
    expect(rainbow.viewport.loudButtonHues).toBe(4);
    const brand = await measured(`${page}${button(100, '#16a34a')}${button(400, '#15803d')}`);
    expect(brand.viewport.loudButtonHues).toBe(1);
  });

  it('does not count grey or outlined buttons as loud', async () => {
    const quiet = await measured(`${page}${button(100, '#6b7280')}${button(400, '#374151')}`);
    expect(quiet.viewport.loudButtonHues).toBe(0);
  });
});

describe('calls to action', () => {
  const read = (...texts: string[]) =>
    countCtas(texts.map((text) => ({ text, confidence: 90, box: { x: 0, y: 0, width: 10, height: 10 } })));

  it('counts short action labels, including search, sign-in and export', () => {
    expect(read('Start free trial', 'Search stays', 'Sign in', 'Export report', 'Book a table')).toBe(5);
  });

  it('does not count an action verb inside a sentence of running text', () => {
    expect(
      read('Dear friend, a single well keeps pupils healthy: give what you can, and we start drilling'),
    ).toBe(0);
    expect(read('Pricing', 'Our work', 'Reports')).toBe(0);
  });
});
