/**
 * Facts measured on a live page during URL capture (DESIGN §7 "Page facts"). Stored next to the
 * capture (S3 captures/<captureId>.json) and handed to the critic with the screenshots, so violations
 * can cite exact elements ("contrast 2.8:1 on 'Sign up'").
 */
import type { ColourPairFact } from './colour-vision';

export interface ElementRef {
  /** A short human description: tag, id/class hint and text, e.g. `a.button "Sign up"`. */
  label: string;
  /** Bounding box in CSS pixels of the captured viewport. */
  box: { x: number; y: number; width: number; height: number };
}

export interface ContrastPair extends ElementRef {
  foreground: string;
  background: string;
  ratio: number;
  /** WCAG AA threshold that applies: 3 for large text (≥ 24 px, or ≥ 18.66 px bold), else 4.5. */
  required: number;
  fontSizePx: number;
}

export interface TapTarget extends ElementRef {
  device: 'mobile';
}

/**
 * Text a visitor sees only in part: cut by a box that hides its overflow, running past the
 * left or right edge of the screen, or with an opaque block painted over part of it. Only text that is
 * partly visible counts: text hidden whole (a closed menu, a carousel's other slides, screen-reader
 * text) is not a defect anyone sees.
 */
export interface ClippedText extends ElementRef {
  device: 'desktop' | 'mobile';
  cause: 'box' | 'screen-edge' | 'covered';
  /** What hides part of it: the box (`div.card`), the screen edge, or the block painted over it. */
  by: string;
  /** Share of the text's glyph boxes that is hidden, 0–1. */
  hiddenShare: number;
  fontSizePx: number;
}

/**
 * Text printed over other text or under a picture. `box` is where this text's lines
 * collide, `other` the text or picture it collides with (its colliding lines, or the picture's box).
 */
export interface OverlappingText extends ElementRef {
  device: 'desktop' | 'mobile';
  with: 'text' | 'picture';
  other: ElementRef;
  /** Area of the collision in CSS px². */
  overlapPx: number;
  fontSizePx: number;
}

/** One type style: a family at one weight (100–900), upright or italic. */
export interface TypeStyle {
  family: string;
  weight: number;
  italic: boolean;
  count: number;
}

export interface PageFacts {
  url: string;
  capturedAt: string;
  /** Fonts the browser actually rendered (platform fonts), by glyph count. */
  renderedFonts: { family: string; glyphs: number }[];
  /** Distinct computed font sizes of visible text (px), with how many elements use each. */
  fontSizes: { px: number; count: number }[];
  /**
   * Type styles of visible text: the requested family (first of the CSS stack) at one weight, upright
   * or italic, with how many elements use each, most used first. Absent from facts captured before it
   * was collected.
   */
  typeStyles?: TypeStyle[];
  /** Text/background pairs below WCAG AA, worst first (at most 20). */
  lowContrast: ContrastPair[];
  /** How many text elements were checked for contrast. */
  contrastChecked: number;
  /**
   * Text/background pairs that meet WCAG AA for typical vision, one per distinct colour pair and
   * threshold, most used first (at most 40): the colour-vision preview checks them for dichromacy
   * (domain/colour-vision.ts). Absent from facts captured before it was collected.
   */
  colourPairs?: ColourPairFact[];
  /**
   * Partly hidden text in the captured part of each view (desktop first 1200 CSS px, the phone's first
   * screen), worst first: larger text first (at most 20 per view). Absent from facts captured before it
   * was collected.
   */
  clippedText?: ClippedText[];
  /** Text over text or under a picture in the same area, largest collision first (at most 20 per view). */
  overlappingText?: OverlappingText[];
  /** Interactive elements smaller than 44×44 CSS px on the mobile viewport (at most 20). */
  smallTapTargets: TapTarget[];
  /** Mobile: document wider than the 428 px viewport, and by how much. */
  mobileOverflowPx: number;
  overflowingElements: ElementRef[];
  /** Whether the page declares `<meta name="viewport" content="width=device-width…">`. */
  mobileViewportMeta: boolean;
  /** Heading levels in document order, e.g. [1, 2, 4]. */
  headings: number[];
  imagesWithoutAlt: ElementRef[];
  /** axe-core violations (rule id, impact, help text, affected node count). */
  axeViolations: { id: string; impact: string | null; help: string; nodes: number }[];
  pageWeightBytes: number;
  requestCount: number;
}

/** WCAG 2.x relative luminance of an sRGB colour given as 0–255 channels. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (1–21). */
export function contrastRatio(
  a: readonly [number, number, number],
  b: readonly [number, number, number],
): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Heading levels that skip (e.g. h2 → h4) and whether there is exactly one h1. */
export function headingProblems(levels: readonly number[]): { skips: [number, number][]; h1Count: number } {
  const skips: [number, number][] = [];
  for (let i = 1; i < levels.length; i++) {
    if (levels[i]! > levels[i - 1]! + 1) skips.push([levels[i - 1]!, levels[i]!]);
  }
  return { skips, h1Count: levels.filter((l) => l === 1).length };
}
