import { describe, expect, it } from 'vitest';
import { grayscale } from '../../../functions/engine/image';
import { findCards, staggeredCards } from '../../../functions/engine/metrics/cards';
import { decodeRgb } from '../../../functions/engine/pixels';
import { asUpload, svgPage } from './helpers';

type Card = { x: number; y: number; w: number; h: number };

/**
 * A pricing row as an upload: white cards with a light grey 1-px border and rounded corners on an
 * off-white page (the common look, and the faintest edges the detector must see), each with a
 * heading and a few lines of text, rendered at 1440×900 and normalised like an upload (1200 px).
 */
async function row(cards: Card[]) {
  const body = cards
    .map(
      ({
        x,
        y,
        w,
        h,
      }) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#ffffff" stroke="#e2e8f0" stroke-width="1.5"/>
      <text x="${x + 28}" y="${y + 48}" font-family="sans-serif" font-size="24" font-weight="700" fill="#0f172a">Plan</text>
      <text x="${x + 28}" y="${y + 110}" font-family="sans-serif" font-size="40" font-weight="700" fill="#0f172a">€29</text>
      <text x="${x + 28}" y="${y + 170}" font-family="sans-serif" font-size="18" fill="#334155">Unlimited invoices</text>
      <text x="${x + 28}" y="${y + 205}" font-family="sans-serif" font-size="18" fill="#334155">Bank feeds</text>`,
    )
    .join('');
  const png = await svgPage(`<rect width="1440" height="900" fill="#f8fafc"/>${body}`);
  const img = await decodeRgb(await asUpload(png));
  return { cards: findCards(grayscale(img), img.width, img.height), width: img.width };
}

describe('sibling cards', () => {
  it('finds each card of a row drawn with faint borders, at its place on the upload', async () => {
    const { cards, width } = await row([
      { x: 100, y: 260, w: 380, h: 440 },
      { x: 530, y: 260, w: 380, h: 440 },
      { x: 960, y: 260, w: 380, h: 440 },
    ]);
    expect(width).toBe(1200);
    const scale = 1200 / 1440;
    const lefts = cards.map((c) => c.x).sort((a, b) => a - b);
    expect(lefts).toHaveLength(3);
    lefts.forEach((x, i) => expect(Math.abs(x - (100 + 430 * i) * scale)).toBeLessThanOrEqual(4));
    for (const c of cards) expect(Math.abs(c.width - 380 * scale)).toBeLessThanOrEqual(8);
  });

  it('calls a row staggered when every card has its own top, bottom and width', async () => {
    const { cards } = await row([
      { x: 80, y: 330, w: 300, h: 420 },
      { x: 430, y: 230, w: 390, h: 480 },
      { x: 870, y: 280, w: 280, h: 460 },
    ]);
    expect(staggeredCards(cards)).toHaveLength(3);
  });

  it('passes an aligned row, a featured card raised above equal neighbours, and a masonry row', async () => {
    const aligned = await row([
      { x: 100, y: 260, w: 380, h: 440 },
      { x: 530, y: 260, w: 380, h: 440 },
      { x: 960, y: 260, w: 380, h: 440 },
    ]);
    const featured = await row([
      { x: 100, y: 280, w: 380, h: 400 },
      { x: 520, y: 240, w: 400, h: 480 },
      { x: 960, y: 280, w: 380, h: 400 },
    ]);
    const masonry = await row([
      { x: 100, y: 240, w: 380, h: 420 },
      { x: 530, y: 300, w: 380, h: 360 },
      { x: 960, y: 270, w: 380, h: 500 },
    ]);
    for (const { cards } of [aligned, featured, masonry]) {
      expect(cards.length).toBeGreaterThanOrEqual(3);
      expect(staggeredCards(cards)).toEqual([]);
    }
  });

  it('needs three siblings: two cards at odd heights are not a row', async () => {
    const { cards } = await row([
      { x: 100, y: 330, w: 300, h: 420 },
      { x: 500, y: 230, w: 420, h: 480 },
    ]);
    expect(cards).toHaveLength(2);
    expect(staggeredCards(cards)).toEqual([]);
  });
});
