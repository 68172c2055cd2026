/**
 * Canny edges exactly as AIM computes them with OpenCV (Oulasvirta et al. UIST 2018, metrics m4/m5;
 * Miniukovich & De Angeli 2014/2015): PIL luma, `cv2.GaussianBlur(σ = 2)`, then `cv2.Canny` with a
 * 3×3 Sobel (replicated border), L1 magnitude, non-maximum suppression in four 45° sectors and
 * hysteresis. The gradient and the non-maximum suppression do not depend on the thresholds, so they
 * are computed once (`gradient`) and reused for every threshold pair (`cannyFrom`): figure-ground
 * contrast needs seven of them.
 */
import { grayscale, type RgbImage } from '../image';

/**
 * OpenCV's bit-exact GaussianBlur for 8-bit images with ksize 0 and σ = 2: 13 taps (cvRound(σ·3·2+1)|1),
 * kernel quantised to 8 fraction bits with error diffusion (sums to exactly 256), BORDER_REFLECT_101,
 * integer row then column pass, rounded once at the end. Reproducing this (rather than a float blur)
 * matters: edges near a threshold flip on a one-level rounding difference.
 */
export function gaussianBlur(src: Uint8Array, w: number, h: number, sigma = 2): Uint8Array {
  const n = Math.round(sigma * 3 * 2 + 1) | 1;
  const r = (n - 1) / 2;
  const raw = Array.from({ length: n }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)));
  const total = raw.reduce((a, b) => a + b, 0);
  const k = new Int32Array(n);
  let err = 0;
  let half = 0;
  for (let i = 0; i < r; i++) {
    const adj = (raw[i]! / total) * 256 + err;
    const v = Math.round(adj); // cvRound; exact .5 ties do not occur for σ = 2
    err = adj - v;
    k[i] = k[n - 1 - i] = v;
    half += v;
  }
  k[r] = 256 - 2 * half;
  const reflect = (i: number, len: number) => {
    if (len === 1) return 0;
    while (i < 0 || i >= len) i = i < 0 ? -i : 2 * len - 2 - i;
    return i;
  };
  // Row pass over a padded copy of each row; column pass over a padded copy of the row sums, walking
  // whole rows at a time so memory is read sequentially.
  const rowBuf = new Int32Array(w + 2 * r);
  const horiz = new Int32Array(w * (h + 2 * r));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < r; x++) {
      rowBuf[x] = src[y * w + reflect(x - r, w)]!;
      rowBuf[w + r + x] = src[y * w + reflect(w + x, w)]!;
    }
    for (let x = 0; x < w; x++) rowBuf[x + r] = src[y * w + x]!;
    const base = (y + r) * w;
    for (let x = 0; x < w; x++) {
      let acc = k[r]! * rowBuf[x + r]!;
      for (let t = 0; t < r; t++) acc += k[t]! * (rowBuf[x + t]! + rowBuf[x + n - 1 - t]!);
      horiz[base + x] = acc;
    }
  }
  for (let y = 0; y < r; y++) {
    horiz.copyWithin(y * w, (reflect(y - r, h) + r) * w, (reflect(y - r, h) + r + 1) * w);
    horiz.copyWithin((h + r + y) * w, (reflect(h + y, h) + r) * w, (reflect(h + y, h) + r + 1) * w);
  }
  const out = new Uint8Array(w * h);
  const acc = new Int32Array(w);
  for (let y = 0; y < h; y++) {
    const centre = (y + r) * w;
    for (let x = 0; x < w; x++) acc[x] = k[r]! * horiz[centre + x]!;
    for (let t = 0; t < r; t++) {
      const kt = k[t]!;
      const up = (y + t) * w,
        down = (y + n - 1 - t) * w;
      for (let x = 0; x < w; x++) acc[x]! += kt * (horiz[up + x]! + horiz[down + x]!);
    }
    for (let x = 0; x < w; x++) out[y * w + x] = (acc[x]! + 0x8000) >> 16; // kernel sums to 2^16 overall
  }
  return out;
}

/** Sobel magnitude after non-maximum suppression: 0 where a pixel is not a local maximum. */
export interface Gradient {
  width: number;
  height: number;
  /** Padded stride (width + 2): one-pixel border of zeros around everything. */
  stride: number;
  /** L1 magnitude of local maxima (0 elsewhere), padded. */
  peak: Int32Array;
  /** The grey plane the gradient was computed from (`grayscale`), for other metrics to reuse. */
  gray: Uint8Array;
}

export function gradient(img: RgbImage): Gradient {
  const { width: w, height: h } = img;
  const W = w + 2;
  const gray = grayscale(img);
  const g = gaussianBlur(gray, w, h);
  const pad = new Int32Array(W * (h + 2)); // blurred image, replicated border (Sobel's BORDER_REPLICATE)
  for (let y = -1; y <= h; y++) {
    const sy = Math.min(h - 1, Math.max(0, y));
    for (let x = -1; x <= w; x++) pad[(y + 1) * W + x + 1] = g[sy * w + Math.min(w - 1, Math.max(0, x))]!;
  }
  const dx = new Int32Array(W * (h + 2));
  const dy = new Int32Array(W * (h + 2));
  const mag = new Int32Array(W * (h + 2)); // zero border, as OpenCV pads the magnitude rows
  for (let y = 1; y <= h; y++) {
    for (let x = 1; x <= w; x++) {
      const p = y * W + x;
      const a = pad[p - W - 1]!,
        b = pad[p - W]!,
        c = pad[p - W + 1]!;
      const d = pad[p - 1]!,
        f = pad[p + 1]!;
      const g2 = pad[p + W - 1]!,
        hh = pad[p + W]!,
        i = pad[p + W + 1]!;
      const gx = c + 2 * f + i - a - 2 * d - g2;
      const gy = g2 + 2 * hh + i - a - 2 * b - c;
      dx[p] = gx;
      dy[p] = gy;
      mag[p] = Math.abs(gx) + Math.abs(gy);
    }
  }
  const TG22 = Math.round(Math.tan(Math.PI / 8) * (1 << 15)); // OpenCV's fixed-point tan 22.5°
  const peak = new Int32Array(W * (h + 2));
  for (let y = 1; y <= h; y++) {
    for (let x = 1; x <= w; x++) {
      const p = y * W + x;
      const v = mag[p]!;
      if (v === 0) continue;
      const xs = dx[p]!,
        ys = dy[p]!;
      const ax = Math.abs(xs),
        ay = Math.abs(ys) * (1 << 15);
      const tg22x = ax * TG22;
      let isMax: boolean;
      if (ay < tg22x) isMax = v > mag[p - 1]! && v >= mag[p + 1]!;
      else if (ay > tg22x + ax * (1 << 16)) isMax = v > mag[p - W]! && v >= mag[p + W]!;
      else {
        const s = (xs ^ ys) < 0 ? -1 : 1;
        isMax = v > mag[p - W - s]! && v > mag[p + W + s]!;
      }
      if (isMax) peak[p] = v;
    }
  }
  return { width: w, height: h, stride: W, peak, gray };
}

/**
 * Hysteresis over the suppressed gradient: OpenCV floors both thresholds and tests `>`; weak maxima
 * (above `low`) become edges when 8-connected to a strong one (above `high`). 1 = edge.
 */
export function cannyFrom(grad: Gradient, low: number, high: number): Uint8Array {
  const { width: w, height: h, stride: W, peak } = grad;
  let lo = Math.floor(low);
  let hi = Math.floor(high);
  if (lo > hi) [lo, hi] = [hi, lo];
  // 0 = weak candidate, 1 = not an edge, 2 = edge (OpenCV's map encoding).
  const state = new Uint8Array(W * (h + 2)).fill(1);
  const stack: number[] = [];
  for (let y = 1; y <= h; y++) {
    for (let x = 1; x <= w; x++) {
      const p = y * W + x;
      const v = peak[p]!;
      if (v <= lo) continue;
      if (v > hi) {
        state[p] = 2;
        stack.push(p);
      } else state[p] = 0;
    }
  }
  const neighbours = [-W - 1, -W, -W + 1, -1, 1, W - 1, W, W + 1];
  while (stack.length > 0) {
    const p = stack.pop()!;
    for (const o of neighbours) {
      if (state[p + o] === 0) {
        state[p + o] = 2; // border cells stay 1, so this never leaves the image
        stack.push(p + o);
      }
    }
  }
  const edges = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) edges[y * w + x] = state[(y + 1) * W + x + 1] === 2 ? 1 : 0;
  }
  return edges;
}

/** AIM's desktop Canny thresholds: MATLAB's 0.11 / 0.27 scaled to 0–255. */
export const CANNY_LOW = 28.05;
export const CANNY_HIGH = 68.85;

export function cannyEdges(img: RgbImage, low = CANNY_LOW, high = CANNY_HIGH): Uint8Array {
  return cannyFrom(gradient(img), low, high);
}

/**
 * Contour density (Miniukovich & De Angeli 2015, "Computation of interface aesthetics", CV3; AIM m4):
 * Canny edge pixels / all pixels.
 */
export function contourDensity(edges: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < edges.length; i++) count += edges[i]!;
  return edges.length === 0 ? 0 : count / edges.length;
}
