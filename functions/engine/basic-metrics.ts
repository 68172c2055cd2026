/**
 * Pure screenshot metrics over interleaved 8-bit RGB buffers. Each follows a published definition and
 * is checked against the reference values of Aalto Interface Metrics (AIM, Oulasvirta et al. UIST
 * 2018) in test/unit/engine/basic-metrics.test.ts.
 */
import alexa500 from './data/alexa500-quantiles.json' with { type: 'json' };

/** An RGB image: `data` holds width × height × 3 bytes, row-major, R G B per pixel. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Hasler & Süsstrunk 2003, "Measuring colourfulness in natural images": rg = R−G, yb = ½(R+G)−B,
 * M = √(σrg² + σyb²) + 0.3·√(μrg² + μyb²), population SD. Two-pass for exact fixture agreement.
 */
export function colourfulness({ data }: RgbImage): number {
  const n = data.length / 3;
  if (n === 0) return 0;
  let sumRg = 0;
  let sumYb = 0;
  for (let i = 0; i < data.length; i += 3) {
    const r = data[i]!,
      g = data[i + 1]!,
      b = data[i + 2]!;
    sumRg += r - g;
    sumYb += 0.5 * (r + g) - b;
  }
  const mRg = sumRg / n;
  const mYb = sumYb / n;
  let varRg = 0;
  let varYb = 0;
  for (let i = 0; i < data.length; i += 3) {
    const r = data[i]!,
      g = data[i + 1]!,
      b = data[i + 2]!;
    const dRg = r - g - mRg;
    const dYb = 0.5 * (r + g) - b - mYb;
    varRg += dRg * dRg;
    varYb += dYb * dYb;
  }
  return Math.sqrt((varRg + varYb) / n) + 0.3 * Math.sqrt(mRg * mRg + mYb * mYb);
}

/**
 * Population SD of relative luminance Y = 0.2126R + 0.7152G + 0.0722B (BT.709 weights), as AIM's
 * luminance metric computes it (expected.json `luminance_sd` note; BT.601 weights give 77.38 instead
 * of 77.93 on aalto.fi, so the fixture pins BT.709).
 */
export function luminanceSd({ data }: RgbImage): number {
  const n = data.length / 3;
  if (n === 0) return 0;
  let sum = 0;
  for (let i = 0; i < data.length; i += 3)
    sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
  const mean = sum / n;
  let sq = 0;
  for (let i = 0; i < data.length; i += 3) {
    const d = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]! - mean;
    sq += d * d;
  }
  return Math.sqrt(sq / n);
}

/** PIL's `convert('L')` (ITU-R 601-2 luma, fixed-point), which AIM's edge metrics start from. */
export function grayscale({ data, width, height }: RgbImage): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < out.length; p++, i += 3) {
    out[p] = (data[i]! * 19595 + data[i + 1]! * 38470 + data[i + 2]! * 7471 + 0x8000) >> 16;
  }
  return out;
}

/**
 * OpenCV's bit-exact GaussianBlur for 8-bit images with ksize 0 and σ = 2: 13 taps (cvRound(σ·3·2+1)|1),
 * kernel quantised to 8 fraction bits with error diffusion (sums to exactly 256), BORDER_REFLECT_101,
 * integer row then column pass, rounded once at the end. Reproducing this (rather than a float blur)
 * matters: edges near the 68.85 threshold flip on a one-level rounding difference.
 */
function gaussianBlur(src: Uint8Array, w: number, h: number, sigma = 2): Uint8Array {
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
  // Symmetric kernel: pair the taps, and keep the inner loops simple enough for V8 to optimise.
  const rowBuf = new Int32Array(w + 2 * r);
  const horiz = new Int32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = -r; x < w + r; x++) rowBuf[x + r] = src[y * w + reflect(x, w)]!;
    for (let x = 0, base = y * w; x < w; x++) {
      let acc = k[r]! * rowBuf[x + r]!;
      for (let t = 0; t < r; t++) acc += k[t]! * (rowBuf[x + t]! + rowBuf[x + n - 1 - t]!);
      horiz[base + x] = acc;
    }
  }
  const out = new Uint8Array(w * h);
  const rows = new Int32Array(n);
  for (let y = 0; y < h; y++) {
    for (let t = 0; t < n; t++) rows[t] = reflect(y + t - r, h) * w;
    for (let x = 0, base = y * w; x < w; x++) {
      let acc = k[r]! * horiz[rows[r]! + x]!;
      for (let t = 0; t < r; t++) acc += k[t]! * (horiz[rows[t]! + x]! + horiz[rows[n - 1 - t]! + x]!);
      out[base + x] = (acc + 0x8000) >> 16; // kernel sums to 2^16 overall, so this stays ≤ 255
    }
  }
  return out;
}

/**
 * Canny edge map (1 = edge) following AIM's contour density recipe (Miniukovich & De Angeli 2014/15;
 * AIM m4): PIL luma, Gaussian σ = 2, then OpenCV-style Canny — 3×3 Sobel with replicated borders, L1
 * magnitude, non-maximum suppression in four 45° sectors, hysteresis with thresholds 28.05 / 68.85
 * (MATLAB's 0.11 / 0.27 scaled to 0–255; OpenCV floors them to 28 / 68 and tests `>`).
 */
export function cannyEdges(img: RgbImage, low = 28.05, high = 68.85): Uint8Array {
  const { width: w, height: h } = img;
  const W = w + 2; // padded stride: one-pixel border around everything below
  const g = gaussianBlur(grayscale(img), w, h);
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
  const lo = Math.floor(low);
  const hi = Math.floor(high);
  const TG22 = Math.round(Math.tan(Math.PI / 8) * (1 << 15)); // OpenCV's fixed-point tan 22.5°
  // 0 = weak candidate, 1 = not an edge, 2 = edge (OpenCV's map encoding).
  const state = new Uint8Array(W * (h + 2)).fill(1);
  const stack: number[] = [];
  for (let y = 1; y <= h; y++) {
    for (let x = 1; x <= w; x++) {
      const p = y * W + x;
      const v = mag[p]!;
      if (v <= lo) continue;
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
      if (!isMax) continue;
      state[p] = v > hi ? 2 : 0;
      if (v > hi) stack.push(p);
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

/** Contour density (Miniukovich & De Angeli 2015, AIM m4): edge pixels / all pixels. */
export function edgeDensity(img: RgbImage, edges: Uint8Array = cannyEdges(img)): number {
  let count = 0;
  for (let i = 0; i < edges.length; i++) count += edges[i]!;
  return edges.length === 0 ? 0 : count / edges.length;
}

/** How far (px) from any edge a pixel must be to count as empty space. */
export const WHITE_SPACE_MARGIN = 8;

/**
 * White-space ratio: share of pixels with no Canny edge within ±WHITE_SPACE_MARGIN px, i.e. flat
 * (low-gradient) background of any colour. AIM's `white_space` measures the screen left uncovered by
 * segmented GUI elements (Ngo et al. 2003 style); without segmentation, "far from any contour" is the
 * usual approximation. The two are not comparable (aalto.fi 0.58 here vs 0.27 in AIM; myhelsinki.fi
 * 0.43 vs 0.88, as AIM counts its hero photo as uncovered), so the critic uses this ratio raw, never
 * as a top-500 percentile. Computed with a summed-area table, O(pixels).
 */
export function whiteSpaceRatio(img: RgbImage, edges: Uint8Array = cannyEdges(img)): number {
  const { width: w, height: h } = img;
  if (w * h === 0) return 0;
  const sat = new Int32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let rowSum = 0;
    for (let x = 0; x < w; x++) {
      rowSum += edges[y * w + x]!;
      sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1]! + rowSum;
    }
  }
  const r = WHITE_SPACE_MARGIN;
  let empty = 0;
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r),
      y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r),
        x1 = Math.min(w, x + r + 1);
      const n =
        sat[y1 * (w + 1) + x1]! - sat[y0 * (w + 1) + x1]! - sat[y1 * (w + 1) + x0]! + sat[y0 * (w + 1) + x0]!;
      if (n === 0) empty++;
    }
  }
  return empty / (w * h);
}

/**
 * Dominant colour count: colours (quantised to 4 bits per channel, so JPEG noise merges) covering at
 * least 0.5% of the pixels. A JPEG-tolerant variant of the colour-count measures of Miniukovich & De
 * Angeli 2014 (AIM m3 counts exact RGB values over 5 px, which JPEG artefacts would inflate).
 */
export function dominantColourCount({ data }: RgbImage, minShare = 0.005): number {
  const bins = new Uint32Array(4096);
  for (let i = 0; i < data.length; i += 3)
    bins[((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4)]!++;
  const min = (minShare * data.length) / 3;
  return bins.reduce((count, c) => (c > 0 && c >= min ? count + 1 : count), 0);
}

/**
 * Focus: coefficient of variation of edge density over a 4×4 grid. Near 0 means detail is spread
 * evenly (no focal point); larger means detail clusters in some areas and leaves others calm — the
 * contrast-of-regions idea behind visual hierarchy (Rosenholtz et al. 2007 on saliency from clutter).
 */
export function edgeFocus(img: RgbImage, edges: Uint8Array, grid = 4): number {
  const { width: w, height: h } = img;
  const cells = new Array<number>(grid * grid).fill(0);
  const areas = new Array<number>(grid * grid).fill(0);
  for (let y = 0; y < h; y++) {
    const cy = Math.min(grid - 1, Math.floor((y * grid) / h));
    for (let x = 0; x < w; x++) {
      const c = cy * grid + Math.min(grid - 1, Math.floor((x * grid) / w));
      cells[c]! += edges[y * w + x]!;
      areas[c]!++;
    }
  }
  const densities = cells.map((c, i) => (areas[i] ? c / areas[i]! : 0));
  const mean = densities.reduce((a, b) => a + b, 0) / densities.length;
  if (mean === 0) return 0;
  const sd = Math.sqrt(densities.reduce((a, d) => a + (d - mean) ** 2, 0) / densities.length);
  return sd / mean;
}

export interface ImageStats {
  width: number;
  height: number;
  colourfulness: number;
  luminanceSd: number;
  edgeDensity: number;
  whiteSpace: number;
  dominantColours: number;
  focus: number;
}

/** Every metric for one image, sharing a single Canny pass. */
export function measureImage(img: RgbImage): ImageStats {
  const edges = cannyEdges(img);
  return {
    width: img.width,
    height: img.height,
    colourfulness: colourfulness(img),
    luminanceSd: luminanceSd(img),
    edgeDensity: edgeDensity(img, edges),
    whiteSpace: whiteSpaceRatio(img, edges),
    dominantColours: dominantColourCount(img),
    focus: edgeFocus(img, edges),
  };
}

/** Top rows of an image (a view onto a copy-free subarray: RGB rows are contiguous). */
export function cropTop(img: RgbImage, rows: number): RgbImage {
  const height = Math.max(1, Math.min(img.height, Math.round(rows)));
  return { width: img.width, height, data: img.data.subarray(0, img.width * height * 3) };
}

/** Height / width of the first viewport: 4:3, i.e. 900 px of a 1200-px-wide screenshot. */
export const FIRST_VIEWPORT_ASPECT = 0.75;

/**
 * Metrics for what a visitor sees before scrolling: a 4:3 window at the top (900 px of a 1200-px-wide
 * screenshot; the whole image if it is shorter). Scaled by width, so a downscaled full-page capture
 * still yields the real first screen.
 */
export function firstViewportStats(img: RgbImage): ImageStats {
  return measureImage(cropTop(img, img.width * FIRST_VIEWPORT_ASPECT));
}

const QUANTILES = alexa500.quantiles;
export type QuantileMetric = keyof typeof QUANTILES;

/**
 * Percentile (0–100) of `value` among the 427 Alexa top-500 screenshots AIM measured. Only the
 * quartiles are published, so the 0th and 100th percentiles are placed at Tukey's fences,
 * q25 − 1.5·IQR (floored at 0, as every metric here is non-negative) and q75 + 1.5·IQR (≈ 0.35% and
 * 99.65% of a normal distribution), with linear interpolation between the five anchors and clamping
 * outside. Monotone non-decreasing in `value`; exact at the quartiles.
 */
export function percentileOf(metric: QuantileMetric, value: number): number {
  const q = QUANTILES[metric];
  const iqr = q['0.75'] - q['0.25'];
  const xs = [Math.max(0, q['0.25'] - 1.5 * iqr), q['0.25'], q['0.5'], q['0.75'], q['0.75'] + 1.5 * iqr];
  const ps = [0, 25, 50, 75, 100];
  if (value <= xs[0]!) return 0;
  for (let i = 1; i < xs.length; i++) {
    const x0 = xs[i - 1]!,
      x1 = xs[i]!;
    if (value <= x1)
      return x1 === x0 ? ps[i]! : ps[i - 1]! + ((value - x0) / (x1 - x0)) * (ps[i]! - ps[i - 1]!);
  }
  return 100;
}
