/**
 * One page or several? The drift facts (V052–V055: colourfulness, density and palette drift) judge
 * whether the pages of one site look like they belong together. A desktop and a phone screenshot of
 * the same page (what the upload box recommends, and what a URL capture produces) are not two pages
 * that drifted apart: a phone shows the top of the page in one narrow column, so its edge density and
 * the shares of its colours naturally differ from the desktop view's. So drift is measured between
 * pages, like with like:
 *
 * - screenshots of one kind (desktop with desktop, phone with phone) are different pages and are
 *   compared on every drift fact, exactly as before;
 * - a desktop and a phone screenshot are compared only when they are not views of one page and
 *   neither has a view of the other kind of its own page (such a page is compared through its
 *   like-kind view), and then on colour only: edge density depends on the viewport, not the design.
 *
 * "Same page" is decided from evidence (`samePageEvidence`), or from what the capture knows: a URL
 * roast's screenshots are the desktop and phone views of the one page it captured (`viewports:
 * 'one-page'`), so nothing drifts. The evidence, measured on the 28 labelled twin pages rendered by
 * Chromium as desktop and phone screenshots (docs/engine.md, "consistency"):
 *
 * - kinds: one desktop and one phone screenshot (measure.ts#isPhoneScreenshot);
 * - a shared background: the most common colour of one is among the three most common of the other;
 * - a shared palette: of one view's dominant colours (share-weighted), at least 85% also occur in the
 *   other (within 24 RGB units: JPEG noise and anti-aliasing move a flat colour by a few units; the
 *   narrower view shows part of the page, so one direction suffices), and the colours both show cover
 *   at least 30% of each (so a light page and its dark inverse, which use the same two colours the
 *   other way round, are two pages);
 * - similar colour statistics: colourfulness within 20 + a quarter of the larger value.
 *
 * Text would be the best evidence, but OCR reads only the first screenshot's first screen.
 */
import type { Viewports } from '../domain/critique';
import type { ImageMeasurements } from './measure';

/** Two palette colours closer than this (Euclidean, 0–255 RGB) are the same colour. */
const SAME_COLOUR = 24;
/** The share-weighted part of one view's palette that must occur in the other. */
const MIN_PALETTE_COVERAGE = 0.85;
/** The part of each view's pixels that must be in colours both views show in similar amounts. */
const MIN_PALETTE_OVERLAP = 0.3;
/** Colourfulness may differ by this much plus COLOURFULNESS_SLACK of the larger value. */
const COLOURFULNESS_GAP = 20;
const COLOURFULNESS_SLACK = 0.25;

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const near = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) <= SAME_COLOUR;

/** Share-weighted part of `a`'s dominant palette whose colour also occurs in `b`'s. */
function paletteCoverage(a: ImageMeasurements, b: ImageMeasurements): number {
  const others = b.palette.map((c) => rgb(c.hex));
  let total = 0,
    found = 0;
  for (const c of a.palette) {
    total += c.share;
    const own = rgb(c.hex);
    if (others.some((o) => near(own, o))) found += c.share;
  }
  return total > 0 ? found / total : 0;
}

/**
 * Histogram intersection of the two dominant palettes (colours matched within SAME_COLOUR), the
 * smaller of the two directions: how much of the pixels both views give to the same colours.
 */
function paletteOverlap(a: ImageMeasurements, b: ImageMeasurements): number {
  const oneWay = (x: ImageMeasurements, y: ImageMeasurements) => {
    const others = y.palette.map((c) => ({ rgb: rgb(c.hex), share: c.share }));
    let overlap = 0;
    for (const c of x.palette) {
      const own = rgb(c.hex);
      const there = others.filter((o) => near(own, o.rgb)).reduce((sum, o) => sum + o.share, 0);
      overlap += Math.min(c.share, there);
    }
    return overlap;
  };
  return Math.min(oneWay(a, b), oneWay(b, a));
}

/** The most common colour of one is among the three most common of the other. */
function sharesBackground(a: ImageMeasurements, b: ImageMeasurements): boolean {
  const inTop3 = (bg: ImageMeasurements, other: ImageMeasurements) =>
    bg.palette.length > 0 && other.palette.slice(0, 3).some((c) => near(rgb(bg.palette[0]!.hex), rgb(c.hex)));
  return inTop3(a, b) || inTop3(b, a);
}

export interface SamePageEvidence {
  /** One desktop and one phone screenshot. */
  desktopAndPhone: boolean;
  sharedBackground: boolean;
  /** The larger of the two directions' share-weighted palette coverage, 0–1. */
  paletteCoverage: number;
  /** Share of the pixels both views give to the same colours (histogram intersection), 0–1. */
  paletteOverlap: number;
  colourfulnessGap: number;
  samePage: boolean;
}

/** Whether two screenshots are a desktop and a phone view of one page, with the evidence. */
export function samePageEvidence(a: ImageMeasurements, b: ImageMeasurements): SamePageEvidence {
  const desktopAndPhone = a.mobile !== b.mobile;
  const sharedBackground = sharesBackground(a, b);
  const coverage = Math.max(paletteCoverage(a, b), paletteCoverage(b, a));
  const overlap = paletteOverlap(a, b);
  const gap = Math.abs(a.colourfulness - b.colourfulness);
  const allowed = COLOURFULNESS_GAP + COLOURFULNESS_SLACK * Math.max(a.colourfulness, b.colourfulness);
  return {
    desktopAndPhone,
    sharedBackground,
    paletteCoverage: coverage,
    paletteOverlap: overlap,
    colourfulnessGap: gap,
    samePage:
      desktopAndPhone &&
      sharedBackground &&
      coverage >= MIN_PALETTE_COVERAGE &&
      overlap >= MIN_PALETTE_OVERLAP &&
      gap <= allowed,
  };
}

/** What the drift facts compare: groups of one kind (every fact), and desktop–phone pairs (colour only). */
export interface DriftComparisons {
  /** Screenshot indices of one kind (desktop, phone), each group of at least two. */
  sameKind: number[][];
  /** A desktop and a phone screenshot of different pages, neither of which has a view of the other kind. */
  acrossKinds: [number, number][];
}

export function driftComparisons(images: ImageMeasurements[], viewports?: Viewports): DriftComparisons {
  // The capture took every screenshot of one page: there is nothing to drift from.
  if (viewports === 'one-page') return { sameKind: [], acrossKinds: [] };
  const indices = images.map((_, i) => i);
  const desktops = indices.filter((i) => !images[i]!.mobile);
  const phones = indices.filter((i) => images[i]!.mobile);
  // Screenshots that have a view of the other kind of their own page.
  const paired = new Set<number>();
  for (const d of desktops)
    for (const p of phones) if (samePageEvidence(images[d]!, images[p]!).samePage) paired.add(d).add(p);
  const acrossKinds: [number, number][] = [];
  for (const d of desktops)
    for (const p of phones) if (!paired.has(d) && !paired.has(p)) acrossKinds.push([d, p]);
  return { sameKind: [desktops, phones].filter((g) => g.length >= 2), acrossKinds };
}

/** Palette drift, as before: the share of the screenshots' top-8 colours (4-bit bins) only one uses. */
export function paletteDrift(images: ImageMeasurements[]): number {
  const sets = images.map(
    (m) => new Set(m.palette.slice(0, 8).map((p) => p.hex.slice(0, 2) + p.hex[3]! + p.hex[5]!)),
  );
  const all = new Set(sets.flatMap((s) => [...s]));
  const single = [...all].filter((c) => sets.filter((s) => s.has(c)).length === 1).length;
  return all.size ? single / all.size : 0;
}
