/**
 * Colour-vision deficiency (CVD) simulation and the contrast it leaves (docs/colour-vision.md).
 *
 * Simulation: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of
 * Color Vision Deficiency", IEEE TVCG 15(6):1291–1298, doi:10.1109/TVCG.2009.113. The matrices are
 * the pre-computed Φ_CVD at severity 1.0 (dichromacy) published with the paper and in Machado (2010),
 * "A model for simulation of color vision deficiency and a color contrast enhancement technique for
 * dichromats", UFRGS, http://www.lume.ufrgs.br/handle/10183/26950 (the same values as colour-science's
 * CVD_MATRICES_MACHADO2010). They act on linear RGB, so every colour goes sRGB → linear → Φ → sRGB.
 *
 * Contrast: WCAG 2.x relative luminance and contrast ratio (page-facts.ts).
 */
import { contrastRatio, type ContrastPair } from './page-facts';

export const COLOUR_VISION_TYPES = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
export type ColourVisionType = (typeof COLOUR_VISION_TYPES)[number];

export const isColourVisionType = (value: string): value is ColourVisionType =>
  (COLOUR_VISION_TYPES as readonly string[]).includes(value);

type Matrix = readonly [
  readonly [number, number, number],
  readonly [number, number, number],
  readonly [number, number, number],
];

/** Φ_CVD at severity 1.0 (Machado et al. 2009; rows give linear R', G', B'). */
export const MACHADO_2009_MATRICES: Record<ColourVisionType, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

export type Rgb = readonly [number, number, number];

/** sRGB (IEC 61966-2-1) 0–255 → linear 0–1. */
export function srgbToLinear(channel: number): number {
  const s = channel / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Linear → sRGB 0–255, clipped to the displayable range (Φ can leave it slightly) and rounded. */
export function linearToSrgb(value: number): number {
  const v = Math.min(1, Math.max(0, value));
  const s = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(s * 255);
}

/**
 * One colour as a person with the deficiency sees it (8-bit sRGB in, 8-bit sRGB out): the very pixel
 * the preview draws for that colour (simulatePixels), so what the report says and what the preview
 * shows are one computation.
 */
export function simulateColour(rgb: Rgb, type: ColourVisionType): [number, number, number] {
  const pixel = Uint8Array.from(rgb);
  simulatePixels(pixel, 3, type);
  return [pixel[0]!, pixel[1]!, pixel[2]!];
}

/**
 * Simulates a whole image in place: `pixels` is interleaved 8-bit sRGB with `channels` per pixel (3 or
 * 4; alpha is left alone). Per pixel the work is three table look-ups, nine multiply-adds and three
 * binary searches in a 256-entry table, so a 1440×900 screenshot takes well under a second.
 */
export function simulatePixels(pixels: Uint8Array, channels: number, type: ColourVisionType): void {
  if (channels < 3) throw new RangeError(`Need RGB pixels, got ${channels} channel(s)`);
  const m = MACHADO_2009_MATRICES[type];
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const r = LINEAR[pixels[i]!]!;
    const g = LINEAR[pixels[i + 1]!]!;
    const b = LINEAR[pixels[i + 2]!]!;
    pixels[i] = toSrgbByte(m[0][0] * r + m[0][1] * g + m[0][2] * b);
    pixels[i + 1] = toSrgbByte(m[1][0] * r + m[1][1] * g + m[1][2] * b);
    pixels[i + 2] = toSrgbByte(m[2][0] * r + m[2][1] * g + m[2][2] * b);
  }
}

const LINEAR = Float64Array.from({ length: 256 }, (_, c) => srgbToLinear(c));
/** Linear value at each midpoint between two sRGB codes: the byte is how many midpoints lie below. */
const MIDPOINTS = Float64Array.from({ length: 255 }, (_, c) => srgbToLinear(c + 0.5));

function toSrgbByte(linear: number): number {
  let lo = 0;
  let hi = 255;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (MIDPOINTS[mid]! < linear) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A CSS colour as the capture reports it (computed style: `rgb(…)`/`rgba(…)`, or `#rgb`/`#rrggbb`),
 * composited over `over` when translucent. Null for anything else (named colours never appear in
 * computed styles).
 */
export function parseCssColour(value: string, over: Rgb = [255, 255, 255]): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\s*\)$/i.exec(value.trim());
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
  const channels = [m[1], m[2], m[3]].map(Number);
  if (channels.some((c) => !Number.isFinite(c) || c > 255) || !(alpha >= 0 && alpha <= 1)) return null;
  return channels.map((c, i) => Math.round(c * alpha + over[i]! * (1 - alpha))) as [number, number, number];
}

/** `#rrggbb`, shortened to `#rgb` when every channel repeats its digit. */
export function hexColour([r, g, b]: Rgb): string {
  const hex = [r, g, b].map((c) => c.toString(16).padStart(2, '0'));
  return hex.every((h) => h[0] === h[1]) ? `#${hex.map((h) => h[0]).join('')}` : `#${hex.join('')}`;
}

/**
 * A colour pair the report checks. From the live page (`source: 'page'`, URL capture): a text colour
 * and its nearest opaque background (passing WCAG AA or not). From the first screenshot's pixels
 * (`source: 'screenshot'`, the engine: engine/metrics/screen-colours.ts): a text line's ink and ground,
 * or a button's fill against what surrounds it (`kind: 'element'`), the colours the preview redraws.
 */
export interface ColourPairFact {
  /** What it is: the element's CSS label, or "the “Buy now” button" read off the screenshot. */
  label: string;
  foreground: string;
  background: string;
  /** WCAG AA threshold for this text: 3 for large text, else 4.5 (an element: 3, WCAG 1.4.11). */
  required: number;
  fontSizePx: number;
  /** How many text elements (or places on the screenshot) use this pair at this threshold. */
  count: number;
  /** `text` (the default) or `element`: a button's or box's fill against its surroundings. */
  kind?: 'text' | 'element';
  /** `page` (the default): CSS colours of the live page; `screenshot`: pixels of the first screenshot. */
  source?: 'page' | 'screenshot';
}

export interface ColourVisionFlag {
  kind: 'text' | 'element';
  source: 'page' | 'screenshot';
  label: string;
  foreground: string;
  background: string;
  required: number;
  count: number;
  /** Contrast for typical vision, two decimals. */
  typicalRatio: number;
  /** Text already under `required` for typical vision, which a deficiency makes worse still. */
  failsTypical: boolean;
  /**
   * Each deficiency under which the pair is lost, with its contrast and colours there: text falls
   * below `required` (or, already below it, loses a further 5 % or more); an element merges into its
   * ground (colours closer than MERGE_DIFFERENCE, brightness under MERGE_CONTRAST apart).
   */
  failsFor: { type: ColourVisionType; ratio: number; foreground: string; background: string }[];
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** CIELAB (D65) of an 8-bit sRGB colour. */
function lab(rgb: Rgb): [number, number, number] {
  const [r, g, b] = rgb.map(srgbToLinear) as [number, number, number];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 colour difference (ΔE*ab): about 2 is just noticeable, 10 plainly different side by side. */
export function colourDifference(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = lab(a),
    [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/**
 * An element merges into its ground when the two colours are closer than this (ΔE*ab) and their
 * brightness differs by less than MERGE_CONTRAST: a red button on a green page with deuteranopia
 * (ΔE 5–15, 1.1–1.3:1), not an orange button on yellow (ΔE 20, 1.7:1), and only when typical vision
 * sees at least twice the difference.
 */
export const MERGE_DIFFERENCE = 20;
export const MERGE_CONTRAST = 1.5;
/** Text already under its threshold counts when a deficiency takes at least this share more off it. */
const WORSE_BY = 0.05;

const merges = (fg: Rgb, bg: Rgb, typicalDifference: number) => {
  const d = colourDifference(fg, bg);
  return d < MERGE_DIFFERENCE && contrastRatio(fg, bg) < MERGE_CONTRAST && typicalDifference >= 2 * d;
};

/**
 * The pairs a dichromacy takes away, worst first: text that passes WCAG AA for most visitors and
 * fails it with a deficiency; text that already fails and gets worse; a button that merges into its
 * background. Every simulated colour is the one the preview draws (simulateColour); unparseable
 * colours are skipped.
 */
export function colourVisionFlags(pairs: readonly ColourPairFact[]): ColourVisionFlag[] {
  const flags: (ColourVisionFlag & { worst: number })[] = [];
  for (const pair of pairs) {
    const bg = parseCssColour(pair.background);
    const fg = bg && parseCssColour(pair.foreground, bg);
    if (!fg || !bg) continue;
    const kind = pair.kind ?? 'text';
    const typical = contrastRatio(fg, bg);
    const typicalDifference = colourDifference(fg, bg);
    const failsTypical = kind === 'text' && typical < pair.required;
    let worst = Infinity;
    const failsFor = COLOUR_VISION_TYPES.flatMap((type) => {
      const seenFg = simulateColour(fg, type);
      const seenBg = simulateColour(bg, type);
      const ratio = contrastRatio(seenFg, seenBg);
      const lost =
        kind === 'element'
          ? merges(seenFg, seenBg, typicalDifference)
          : failsTypical
            ? ratio <= typical * (1 - WORSE_BY) || merges(seenFg, seenBg, typicalDifference)
            : ratio < pair.required;
      if (!lost) return [];
      // How close to gone: text by contrast against what it needs, an element by colour difference.
      worst = Math.min(
        worst,
        kind === 'element'
          ? colourDifference(seenFg, seenBg) / (2 * MERGE_DIFFERENCE)
          : (ratio - 1) / (pair.required - 1),
      );
      return [
        { type, ratio: twoDecimals(ratio), foreground: hexColour(seenFg), background: hexColour(seenBg) },
      ];
    });
    if (failsFor.length === 0) continue;
    flags.push({
      kind,
      source: pair.source ?? 'page',
      label: pair.label,
      foreground: hexColour(fg),
      background: hexColour(bg),
      required: pair.required,
      count: pair.count,
      typicalRatio: twoDecimals(typical),
      failsTypical,
      failsFor,
      worst,
    });
  }
  return flags.sort((a, b) => a.worst - b.worst).map(({ worst: _worst, ...flag }) => flag);
}

/**
 * The live page's text pairs for the report (URL capture): the coloured pairs that pass WCAG AA,
 * which the capture keeps as they are, and the failing ones from its low-contrast list, one per
 * colour pair and threshold, grey on grey left out (every simulation keeps greys).
 */
export function pageColourPairs(
  facts: { colourPairs?: readonly ColourPairFact[]; lowContrast?: readonly ContrastPair[] } | undefined,
): ColourPairFact[] {
  if (!facts) return [];
  const failing = new Map<string, ColourPairFact>();
  for (const pair of facts.lowContrast ?? []) {
    const bg = parseCssColour(pair.background);
    const fg = bg && parseCssColour(pair.foreground, bg);
    if (!fg || !bg || (chroma(fg) < NEUTRAL_CHROMA && chroma(bg) < NEUTRAL_CHROMA)) continue;
    const key = `${hexColour(fg)}|${hexColour(bg)}|${pair.required}`;
    const known = failing.get(key);
    if (known) known.count++;
    else
      failing.set(key, {
        label: pair.label,
        foreground: hexColour(fg),
        background: hexColour(bg),
        required: pair.required,
        fontSizePx: pair.fontSizePx,
        count: 1,
      });
  }
  return [...(facts.colourPairs ?? []), ...failing.values()];
}

/** Colours whose channels lie this close together are grey (as the capture decides, page-facts). */
const NEUTRAL_CHROMA = 8;
const chroma = (c: Rgb) => Math.max(...c) - Math.min(...c);

/** GET /api/roasts/{id}/colour-vision. */
export interface ColourVisionReport {
  /** The deficiencies with a preview image, in the order the page shows them. */
  types: readonly ColourVisionType[];
  /**
   * How many colour pairs were checked: the live page's coloured text pairs (URL capture) and the
   * text and buttons read off the first screenshot; null for a roast kept before either was stored.
   */
  pairsChecked: number | null;
  /** The pairs a deficiency takes away (colourVisionFlags), worst first. */
  flags: ColourVisionFlag[];
}
