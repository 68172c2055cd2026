/**
 * Colour-vision deficiency (CVD) simulation and the contrast it leaves (issue 19, docs/colour-vision.md).
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
import { contrastRatio } from './page-facts';

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

/** One colour as a person with the deficiency sees it (8-bit sRGB in, 8-bit sRGB out). */
export function simulateColour(rgb: Rgb, type: ColourVisionType): [number, number, number] {
  const m = MACHADO_2009_MATRICES[type];
  const lin = rgb.map(srgbToLinear) as [number, number, number];
  const row = (r: readonly [number, number, number]) =>
    linearToSrgb(r[0] * lin[0] + r[1] * lin[1] + r[2] * lin[2]);
  return [row(m[0]), row(m[1]), row(m[2])];
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

/** A text/background pair that meets WCAG AA for typical vision (what the capture stores for this). */
export interface ColourPairFact {
  label: string;
  foreground: string;
  background: string;
  /** WCAG AA threshold for this text: 3 for large text, else 4.5. */
  required: number;
  fontSizePx: number;
  /** How many text elements on the page use this pair at this threshold. */
  count: number;
}

export interface ColourVisionFlag {
  label: string;
  foreground: string;
  background: string;
  required: number;
  count: number;
  /** Contrast for typical vision, two decimals. */
  typicalRatio: number;
  /** Each deficiency under which the pair falls below `required`, with its contrast there. */
  failsFor: { type: ColourVisionType; ratio: number; foreground: string; background: string }[];
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The pairs that pass AA for most visitors but fail it for at least one dichromacy, worst first (by
 * the lowest simulated ratio relative to what the text needs). Pairs that already fail for typical
 * vision are the page's low-contrast findings, not these; unparseable colours are skipped.
 */
export function colourVisionFlags(pairs: readonly ColourPairFact[]): ColourVisionFlag[] {
  const flags: (ColourVisionFlag & { worst: number })[] = [];
  for (const pair of pairs) {
    const bg = parseCssColour(pair.background);
    const fg = bg && parseCssColour(pair.foreground, bg);
    if (!fg || !bg) continue;
    const typical = contrastRatio(fg, bg);
    if (typical < pair.required) continue;
    const failsFor = COLOUR_VISION_TYPES.flatMap((type) => {
      const seenFg = simulateColour(fg, type);
      const seenBg = simulateColour(bg, type);
      const ratio = contrastRatio(seenFg, seenBg);
      return ratio < pair.required
        ? [{ type, ratio: twoDecimals(ratio), foreground: hexColour(seenFg), background: hexColour(seenBg) }]
        : [];
    });
    if (failsFor.length === 0) continue;
    flags.push({
      label: pair.label,
      foreground: hexColour(fg),
      background: hexColour(bg),
      required: pair.required,
      count: pair.count,
      typicalRatio: twoDecimals(typical),
      failsFor,
      worst: Math.min(...failsFor.map((f) => f.ratio)) / pair.required,
    });
  }
  return flags.sort((a, b) => a.worst - b.worst).map(({ worst: _worst, ...flag }) => flag);
}

/** GET /api/roasts/{id}/colour-vision. */
export interface ColourVisionReport {
  /** The deficiencies with a preview image, in the order the page shows them. */
  types: readonly ColourVisionType[];
  /**
   * How many coloured text/background pairs the capture measured; null when the roast has no page
   * facts (uploaded screenshots, or captured before the pairs were collected).
   */
  pairsChecked: number | null;
  /** Pairs that pass WCAG AA for typical vision and fail it for at least one deficiency. */
  flags: ColourVisionFlag[];
}
