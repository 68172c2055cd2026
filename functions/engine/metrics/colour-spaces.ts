/**
 * CIELab and HSV statistics as AIM reports them (Hasler & Süsstrunk 2003 validated both as
 * colourfulness correlates; AIM m14 and m16).
 * - Lab: scikit-image `rgb2lab` (sRGB companding, its D65 matrix and white point 0.95047/1/1.08883,
 *   2° observer), then population mean and SD of L, a and b.
 * - HSV: Pillow's `convert('HSV')` (8-bit H, S, V with float32 arithmetic and truncation), then hue
 *   in degrees = H/255·359, its circular mean via mean sin/cos, and mean/SD of S and V on 0–1.
 */
import type { RgbImage } from '../image';

/**
 * Linear-light value (0–1) of each 8-bit sRGB channel value. WCAG 2.x's 0.03928 threshold gives the
 * same 256 values (no 8-bit value lies between 0.03928 and 0.04045).
 */
export const SRGB_LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const v = i / 255;
  return v > 0.04045 ? ((v + 0.055) / 1.055) ** 2.4 : v / 12.92;
});
const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** scikit-image's D65 white point (2° observer). */
const D65: readonly [number, number, number] = [0.95047, 1, 1.08883];

/**
 * One colour in CIELab, the way scikit-image converts it: sRGB companding, the Rec. 709 matrix, then
 * the tristimulus values divided by `white` (D65 unless a caller reproduces another convention, as
 * metrics/clutter-lab.ts does). Written into `out` (L, a, b), so per-pixel callers allocate nothing.
 */
export function rgbToLab(
  out: Float64Array,
  r: number,
  g: number,
  b: number,
  white: readonly [number, number, number] = D65,
): Float64Array {
  const R = SRGB_LINEAR[r]!,
    G = SRGB_LINEAR[g]!,
    B = SRGB_LINEAR[b]!;
  const fx = labF((0.412453 * R + 0.35758 * G + 0.180423 * B) / white[0]);
  const fy = labF((0.212671 * R + 0.71516 * G + 0.072169 * B) / white[1]);
  const fz = labF((0.019334 * R + 0.119193 * G + 0.950227 * B) / white[2]);
  out[0] = 116 * fy - 16;
  out[1] = 500 * (fx - fy);
  out[2] = 200 * (fy - fz);
  return out;
}

export interface LabStats {
  lMean: number;
  lSd: number;
  aMean: number;
  aSd: number;
  bMean: number;
  bSd: number;
}

/** Mean and population SD of L, a, b, computed per distinct colour (weighted by pixel count). */
export function labStats(hist: ColourHistogram): LabStats {
  let n = 0;
  const s = [0, 0, 0];
  const s2 = [0, 0, 0];
  const lab = new Float64Array(3);
  for (let i = 0; i < hist.colours.length; i++) {
    const c = hist.colours[i]!,
      k = hist.counts[i]!;
    rgbToLab(lab, c >> 16, (c >> 8) & 255, c & 255);
    n += k;
    for (let j = 0; j < 3; j++) {
      s[j]! += k * lab[j]!;
      s2[j]! += k * lab[j]! * lab[j]!;
    }
  }
  const mean = s.map((v) => (n ? v / n : 0));
  const sd = s2.map((v, j) => (n ? Math.sqrt(Math.max(0, v / n - mean[j]! ** 2)) : 0));
  return { lMean: mean[0]!, lSd: sd[0]!, aMean: mean[1]!, aSd: sd[1]!, bMean: mean[2]!, bSd: sd[2]! };
}

const f32 = Math.fround;

/** Pillow's 8-bit HSV for one colour (Convert.c `rgb2hsv_row`), packed as H << 16 | S << 8 | V. */
export function pillowHsvPacked(r: number, g: number, b: number): number {
  const maxc = r > g ? (r > b ? r : b) : g > b ? g : b;
  const minc = r < g ? (r < b ? r : b) : g < b ? g : b;
  if (maxc === minc) return maxc;
  const cr = maxc - minc; // exact in float32
  const s = f32(cr / maxc);
  const rc = f32((maxc - r) / cr);
  const gc = f32((maxc - g) / cr);
  const bc = f32((maxc - b) / cr);
  let h: number;
  if (r === maxc) h = f32(bc - gc);
  else if (g === maxc) h = f32(2.0 + rc - bc);
  else h = f32(4.0 + gc - rc);
  h = f32((h / 6.0 + 1.0) % 1.0);
  const uh = Math.min(255, Math.max(0, Math.trunc(h * 255.0)));
  const us = Math.min(255, Math.max(0, Math.trunc(s * 255.0)));
  return (uh << 16) | (us << 8) | maxc;
}

/** Pillow's 8-bit HSV for one colour as [H, S, V], each 0–255. */
export function pillowHsv(r: number, g: number, b: number): [number, number, number] {
  const p = pillowHsvPacked(r, g, b);
  return [p >> 16, (p >> 8) & 255, p & 255];
}

export interface HsvStats {
  /** Circular mean hue, degrees 0–360. */
  hueMean: number;
  saturationMean: number;
  saturationSd: number;
  valueMean: number;
  valueSd: number;
}

/** AIM's atan2 variant (m16 utils), written in terms of c = mean cos and s = mean sin: 0–2π. */
function aimAtan2(c: number, s: number): number {
  const sign = Math.sign;
  const base = Math.PI * (1 - 0.5 * (1 + sign(c)) * (1 - sign(s * s)) - 0.25 * (2 + sign(c)) * sign(s));
  const denom = Math.abs(c) + Math.abs(s);
  return base - (denom === 0 ? 0 : sign(c * s) * Math.atan((Math.abs(c) - Math.abs(s)) / denom));
}

/** sin/cos of AIM's hue angle (H/255·359 degrees) for each 8-bit Pillow hue. */
const HUE_SIN = Float64Array.from({ length: 256 }, (_, h) => Math.sin(((h / 255) * 359 * Math.PI) / 180));
const HUE_COS = Float64Array.from({ length: 256 }, (_, h) => Math.cos(((h / 255) * 359 * Math.PI) / 180));

export function hsvStats(hist: ColourHistogram): HsvStats {
  let n = 0,
    sin = 0,
    cos = 0,
    sSum = 0,
    sSq = 0,
    vSum = 0,
    vSq = 0;
  for (let i = 0; i < hist.colours.length; i++) {
    const c = hist.colours[i]!,
      k = hist.counts[i]!;
    const p = pillowHsvPacked(c >> 16, (c >> 8) & 255, c & 255);
    const h = p >> 16,
      s = (p >> 8) & 255,
      v = p & 255;
    sin += k * HUE_SIN[h]!;
    cos += k * HUE_COS[h]!;
    const sf = s / 255,
      vf = v / 255;
    sSum += k * sf;
    sSq += k * sf * sf;
    vSum += k * vf;
    vSq += k * vf * vf;
    n += k;
  }
  if (n === 0) return { hueMean: 0, saturationMean: 0, saturationSd: 0, valueMean: 0, valueSd: 0 };
  const sm = sSum / n,
    vm = vSum / n;
  return {
    hueMean: (aimAtan2(cos / n, sin / n) * 180) / Math.PI,
    saturationMean: sm,
    saturationSd: Math.sqrt(Math.max(0, sSq / n - sm * sm)),
    valueMean: vm,
    valueSd: Math.sqrt(Math.max(0, vSq / n - vm * vm)),
  };
}

/** Every distinct 24-bit colour of an image with its pixel count (0xRRGGBB). */
export interface ColourHistogram {
  colours: Uint32Array;
  counts: Uint32Array;
  pixels: number;
}

let scratch: Uint32Array | undefined;

/**
 * Exact RGB histogram. A 2^24 counter array (64 MB) is allocated once per process and cleared after
 * each use via the list of touched colours, so one screenshot costs one pass over its pixels.
 */
export function colourHistogram({ data }: RgbImage): ColourHistogram {
  scratch ??= new Uint32Array(1 << 24);
  const counts = scratch;
  const touched: number[] = [];
  for (let i = 0; i < data.length; i += 3) {
    const c = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    if (counts[c]! === 0) touched.push(c);
    counts[c]!++;
  }
  const colours = Uint32Array.from(touched).sort();
  const out = new Uint32Array(colours.length);
  for (let i = 0; i < colours.length; i++) {
    out[i] = counts[colours[i]!]!;
    counts[colours[i]!] = 0;
  }
  return { colours, counts: out, pixels: data.length / 3 };
}
