/**
 * Sibling cards: the panels a page sets side by side to compare like with like (pricing plans,
 * features, products). Designers align siblings on a shared top and bottom and give them one width
 * (the proximity and similarity principles: items that are alike should look alike, Wagemans et al.
 * 2012; Lidwell, Holden & Butler, "Universal Principles of Design", alignment and similarity). A row
 * whose cards each start at their own height and each have their own width reads as broken, not as
 * a layout, even when every card on its own is tidy.
 *
 * Evidence: a card is a rectangle drawn by its edges. On the luma of the first screen, straight
 * vertical edges (a step of at least EDGE levels against the pixel two to the left, unbroken for at
 * least MIN_SIDE rows) are paired with a vertical edge to their right that spans the same rows; a
 * straight horizontal edge must close the pair at the top and at the bottom (a rounded corner shortens
 * each side by its radius, so ends may miss by up to CORNER px). Cards side by side (overlapping by
 * half their height, not by their width) form a row. A row of three or more is staggered when no two
 * of its cards share a top edge, no two share a bottom edge, and they are not all one width: a
 * featured card raised above equal neighbours shares their edges and passes, and a masonry grid keeps
 * one width and passes. None of the 100 Calista top sites has a staggered row.
 */
import type { Box } from '../image';

/** A luma step this large marks an edge: a light grey card border on an off-white page is ~15. */
const EDGE = 8;
/** The shortest sides of a card, in px of a ≤ 1200 px wide screenshot: a card holds a block of content. */
const MIN_SIDE = 120;
const MIN_TOP = 150;
/** How far a rounded corner can shorten a side. */
const CORNER = 30;
/** Edges within this of each other are the same edge (a 1-px border has two steps; JPEG blurs). */
const SAME = 8;
/** A run may skip this many pixels (JPEG ringing, a dashed border's gaps are not cards). */
const GAP = 2;

interface Run {
  /** The fixed coordinate (x of a vertical run, y of a horizontal one). */
  at: number;
  from: number;
  to: number;
}

/** Unbroken edge runs along one axis, one pass over the image. */
function runs(luma: Uint8Array, w: number, h: number, vertical: boolean, minLength: number): Run[] {
  const found: Run[] = [];
  const outer = vertical ? w : h;
  const inner = vertical ? h : w;
  for (let a = 2; a < outer; a++) {
    let start = -1,
      last = -1;
    for (let b = 0; b <= inner; b++) {
      let edge = false;
      if (b < inner) {
        const i = vertical ? b * w + a : a * w + b;
        const j = vertical ? i - 2 : i - 2 * w;
        edge = Math.abs(luma[i]! - luma[j]!) >= EDGE;
      }
      if (edge) {
        if (start < 0 || b - last > GAP + 1) {
          if (start >= 0 && last - start + 1 >= minLength) found.push({ at: a, from: start, to: last });
          start = b;
        }
        last = b;
      } else if (start >= 0 && b - last > GAP + 1) {
        if (last - start + 1 >= minLength) found.push({ at: a, from: start, to: last });
        start = -1;
      }
    }
    if (start >= 0 && last - start + 1 >= minLength) found.push({ at: a, from: start, to: last });
  }
  // One edge, many neighbouring runs (both sides of a border, anti-aliasing): keep the longest.
  found.sort((p, q) => q.to - q.from - (p.to - p.from));
  const kept: Run[] = [];
  for (const r of found)
    if (
      !kept.some(
        (k) =>
          Math.abs(k.at - r.at) <= SAME && Math.abs(k.from - r.from) <= SAME && Math.abs(k.to - r.to) <= SAME,
      )
    )
      kept.push(r);
  return kept;
}

/** The cards drawn on a first screen: rectangles closed by straight edges on all four sides. */
export function findCards(luma: Uint8Array, w: number, h: number): Box[] {
  const sides = runs(luma, w, h, true, MIN_SIDE).sort((a, b) => a.at - b.at);
  const rules = runs(luma, w, h, false, MIN_TOP);
  /** The horizontal edge that closes a pair of sides near row y: the card's top or bottom. */
  const closing = (y: number, left: number, right: number) =>
    rules
      .filter((r) => Math.abs(r.at - y) <= CORNER && r.from <= left + CORNER && r.to >= right - CORNER)
      .sort((a, b) => Math.abs(a.at - y) - Math.abs(b.at - y))[0];
  const cards: Box[] = [];
  for (const left of sides) {
    const right = sides.find(
      (r) =>
        r.at - left.at >= MIN_TOP &&
        r.at - left.at <= 0.6 * w &&
        Math.abs(r.from - left.from) <= SAME &&
        Math.abs(r.to - left.to) <= SAME,
    );
    if (!right) continue;
    const top = closing(left.from, left.at, right.at);
    const bottom = closing(left.to, left.at, right.at);
    if (!top || !bottom || bottom.at - top.at < MIN_SIDE) continue;
    const card = { x: left.at, y: top.at, width: right.at - left.at, height: bottom.at - top.at };
    // A card's own inner edge (a border's second step) is not a second card.
    if (!cards.some((c) => Math.abs(c.x - card.x) <= SAME && Math.abs(c.width - card.width) <= 2 * SAME))
      cards.push(card);
  }
  return cards;
}

/** The share of a card's area that lies inside another box (a picture). */
export function overlapShare(card: Box, other: Box): number {
  const w = Math.min(card.x + card.width, other.x + other.width) - Math.max(card.x, other.x);
  const h = Math.min(card.y + card.height, other.y + other.height) - Math.max(card.y, other.y);
  return w > 0 && h > 0 ? (w * h) / (card.width * card.height) : 0;
}

/** Aligned edges land within a few px of each other on an upload; a stagger is a deliberate offset. */
const SHARED = 4;
const sameEdge = (a: number, b: number) => Math.abs(a - b) <= SHARED;
const overlapY = (a: Box, b: Box) =>
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) >= 0.5 * Math.min(a.height, b.height);
const apartX = (a: Box, b: Box) => a.x + a.width <= b.x + SAME || b.x + b.width <= a.x + SAME;

/**
 * The cards of the first staggered row (see the file comment), or [] when every row of three or more
 * siblings shares an edge or a width.
 */
export function staggeredCards(cards: readonly Box[]): Box[] {
  const rows: Box[][] = [];
  for (const card of [...cards].sort((a, b) => a.x - b.x)) {
    const row = rows.find((r) => r.every((c) => overlapY(c, card) && apartX(c, card)));
    if (row) row.push(card);
    else rows.push([card]);
  }
  for (const row of rows) {
    if (row.length < 3) continue;
    const pairs = row.flatMap((a, i) => row.slice(i + 1).map((b) => [a, b] as const));
    const sharesTop = pairs.some(([a, b]) => sameEdge(a.y, b.y));
    const sharesBottom = pairs.some(([a, b]) => sameEdge(a.y + a.height, b.y + b.height));
    const oneWidth = row.every((c) => Math.abs(c.width - row[0]!.width) <= 0.04 * row[0]!.width);
    if (!sharesTop && !sharesBottom && !oneWidth) return row;
  }
  return [];
}
