/**
 * Subband entropy (Rosenholtz, Li & Nakano 2007, "Measuring visual clutter", J. Vision 7(2):17; AIM's
 * port of the authors' MATLAB code): clutter as the number of bits a subband image coder would need.
 * Each of L, a, b (metrics/clutter-lab.ts) is split by pyrtools' frequency-domain steerable pyramid
 * (`SteerablePyramidFreq`, 3 scales × 4 orientations, order 3, plus the high- and low-pass residuals:
 * 14 bands); each band's Shannon entropy (natural log) comes from a histogram of ⌈√n⌉ equal bins
 * between its minimum and maximum; the measure is (mean_L + 0.0625·(mean_a + mean_b)) / 1.125. A
 * chroma plane whose range is under 0.008 counts as flat (all its entropies 0), as in AIM.
 *
 * The pyramid follows pyrtools step by step: numpy's frequency grid (−1 … 1 − 2/n per axis), the
 * raised-cosine radial masks read from pyrtools' 259-entry lookup table with its interpolation,
 * angular masks √0.8·cos³(θ − kπ/4) times (−i)³, cropping of the low-pass spectrum to ⌈n/2⌉ per side
 * per level, and `np.real` of each inverse transform. Because the input is real its spectrum X is
 * Hermitian, so the real part of ifft(X·m) is ifft(X·m_s) with m_s the symmetric part of the mask
 * (antisymmetric for the (−i)³ bands): two bands then share one complex inverse FFT (the second
 * multiplied by i), and masks are precomputed once per image size.
 *
 * Deliberate differences, measured in docs/engine.md:
 * - A band that is numerically constant (range ≤ 1e-10 of the plane's magnitude: the floating-point
 *   noise of a flat image) has entropy 0. AIM histograms that noise and reports an arbitrary value for
 *   flat non-black images (black gives 0 in both).
 * - The chroma bands (weight 0.0625/1.125 each) are histogrammed on every other row and column of each
 *   band (a quarter of the samples, computed exactly by folding the spectrum before the inverse FFT),
 *   with the full band's bin count: a third of the cost, +0.25–0.4% on AIM's website fixtures.
 */
import type { RgbImage } from '../image';
import { clutterLab, type ClutterLab } from './clutter-lab';
import { fft2d } from './fft';

const LEVELS = 3;
const ORIENTATIONS = 4;
const CHROMA_WEIGHT = 0.0625;
const CHROMA_FLAT = 0.008;
/** √const of pyrtools' angular mask for order 3: 2^(2·3)·(3!)² / (4·6!) = 0.8. */
const ANGLE_GAIN = Math.sqrt(0.8);
/** Band ranges below this share of the plane's magnitude (times the transform size) are rounding noise. */
const NOISE = 1e-10;

/** pyrtools `rcosFn(1, -0.5, [0, 1])`: 259 samples of cos² from x = −257/256 to 1/256, ends repeated. */
const RCOS = (() => {
  const size = 256;
  const y = new Float64Array(size + 3);
  for (let t = 0; t < size + 3; t++) y[t] = Math.cos((Math.PI * (t - size - 1)) / (2 * size)) ** 2;
  y[0] = y[1]!;
  y[size + 2] = y[size + 1]!;
  return {
    hi: y.map((v) => Math.sqrt(v)),
    lo: y.map((v) => Math.sqrt(1 - v)),
    origin: -(size + 1) / size,
    size,
  };
})();

/** pyrtools `pointOp` on the raised cosine: linear interpolation, constant beyond the table's ends. */
function pointOp(table: Float64Array, value: number, origin: number): number {
  const pos = (value - origin) * RCOS.size;
  let i = Math.trunc(pos);
  if (i < 0) i = 0;
  else if (i > table.length - 2) i = table.length - 2;
  return table[i]! + (table[i + 1]! - table[i]!) * (pos - i);
}

/** numpy's grid coordinate −1 + 2s/n of each unshifted FFT bin k (s = k shifted by ⌊n/2⌋). */
function coordinates(n: number): Float64Array {
  const half = Math.floor(n / 2);
  return Float64Array.from({ length: n }, (_, k) => -1 + (2 * ((k + half) % n)) / n);
}

/** Level-0 bins of the ⌈n/2⌉ bins kept by pyrtools' crop of a length-n axis (same signed frequency). */
function crop(index: Int32Array): Int32Array {
  const n = index.length;
  const m = Math.ceil((n - 0.5) / 2);
  const positive = m - Math.floor(m / 2);
  return Int32Array.from({ length: m }, (_, k) => index[k < positive ? k : n - (m - k)]!);
}

interface Grid {
  w: number;
  h: number;
  /** Level-0 column / row of each bin of this grid. */
  cols: Int32Array;
  rows: Int32Array;
}

interface Plan {
  w: number;
  h: number;
  /** High-pass residual mask (symmetrised). */
  hi0: Float32Array;
  /** Per level: the grid and the four band masks (cumulative low-pass × high-pass × angle, antisymmetrised). */
  levels: { grid: Grid; bands: Float32Array[] }[];
  lowpass: { grid: Grid; mask: Float32Array };
}

let cachedPlan: Plan | undefined;
let zeroMask = new Float32Array(0);
const zeros = (n: number) =>
  zeroMask.length >= n ? zeroMask.subarray(0, n) : (zeroMask = new Float32Array(n));

/** The masks for one image size (computed once; screenshots share a size). */
function planFor(w: number, h: number): Plan {
  if (cachedPlan?.w === w && cachedPlan.h === h) return cachedPlan;
  const xs = coordinates(w),
    ys = coordinates(h);
  const logRad = (x: number, y: number) =>
    // pyrtools replaces the centre's radius (bin 0, 0) by its left neighbour's to avoid log2(0).
    x === 0 && y === 0
      ? Math.log2(Math.sqrt(xs[w - 1]! ** 2 + ys[0]! ** 2))
      : Math.log2(Math.sqrt(xs[x]! ** 2 + ys[y]! ** 2));
  const full: Grid = {
    w,
    h,
    cols: Int32Array.from({ length: w }, (_, k) => k),
    rows: Int32Array.from({ length: h }, (_, k) => k),
  };
  /** Fills a mask over `g` from f(level-0 x, level-0 y), then (anti)symmetrises it over ±frequency. */
  const mask = (g: Grid, f: (x: number, y: number) => number, anti: boolean) => {
    const raw = new Float64Array(g.w * g.h);
    for (let y = 0; y < g.h; y++) for (let x = 0; x < g.w; x++) raw[y * g.w + x] = f(g.cols[x]!, g.rows[y]!);
    return symmetrise(g, raw, anti);
  };
  /** log2 radius of every bin of a grid (level-0 frequencies). */
  const logRadii = (g: Grid) => {
    const out = new Float64Array(g.w * g.h);
    for (let y = 0; y < g.h; y++)
      for (let x = 0; x < g.w; x++) out[y * g.w + x] = logRad(g.cols[x]!, g.rows[y]!);
    return out;
  };
  // Cumulative low-pass gain of pyrtools' lodft at each level: lo0, then lomask(shift j) after level j−1.
  const lowGain = (lr: number, level: number) => {
    let g = pointOp(RCOS.lo, lr, RCOS.origin);
    for (let j = 1; j <= level; j++) g *= pointOp(RCOS.lo, lr, RCOS.origin - j);
    return g;
  };
  const full0 = logRadii(full);
  const hi0 = mask(full, (x, y) => pointOp(RCOS.hi, full0[y * w + x]!, RCOS.origin), false);
  const levels: Plan['levels'] = [];
  let grid = full;
  for (let level = 0; level < LEVELS; level++) {
    const lr = level === 0 ? full0 : logRadii(grid);
    // Radial part of this level's bands, indexed by level-0 bin for the mask callback below.
    const radialAt = new Float64Array(grid.w * grid.h);
    for (let k = 0; k < radialAt.length; k++)
      radialAt[k] = ANGLE_GAIN * pointOp(RCOS.hi, lr[k]!, RCOS.origin - (level + 1)) * lowGain(lr[k]!, level);
    const g = grid;
    const bands = Array.from({ length: ORIENTATIONS }, (_, b) => {
      const phi = (Math.PI * b) / ORIENTATIONS;
      const c = Math.cos(phi),
        s = Math.sin(phi);
      const raw = new Float64Array(g.w * g.h);
      for (let y = 0; y < g.h; y++) {
        const fy = ys[g.rows[y]!]!;
        for (let x = 0; x < g.w; x++) {
          const fx = xs[g.cols[x]!]!;
          const r = Math.sqrt(fx * fx + fy * fy);
          // cos(θ − φ) with θ = atan2(y, x), and θ = 0 where atan2(0, 0) is 0.
          const cosine = r > 0 ? (fx * c + fy * s) / r : c;
          raw[y * g.w + x] = cosine * cosine * cosine * radialAt[y * g.w + x]!;
        }
      }
      return symmetrise(g, raw, true);
    });
    levels.push({ grid, bands });
    grid = { w: 0, h: 0, cols: crop(grid.cols), rows: crop(grid.rows) };
    grid.w = grid.cols.length;
    grid.h = grid.rows.length;
  }
  const lrLow = logRadii(grid);
  const lowRaw = Float64Array.from(lrLow, (v) => lowGain(v, LEVELS));
  const lowpass = { grid, mask: symmetrise(grid, lowRaw, false) };
  cachedPlan = { w, h, hi0, levels, lowpass };
  return cachedPlan;
}

/** ½(m(k) ± m(−k)) over a grid's own ±frequency pairs, as float32. */
function symmetrise(g: Grid, raw: Float64Array, anti: boolean): Float32Array {
  const out = new Float32Array(g.w * g.h);
  const sign = anti ? -1 : 1;
  for (let y = 0; y < g.h; y++) {
    const yb = y === 0 ? 0 : g.h - y;
    for (let x = 0; x < g.w; x++) {
      const xb = x === 0 ? 0 : g.w - x;
      out[y * g.w + x] = 0.5 * (raw[y * g.w + x]! + sign * raw[yb * g.w + xb]!);
    }
  }
  return out;
}

/** A plane's spectrum (Hermitian: the plane is real). */
interface Spectrum {
  re: Float64Array;
  im: Float64Array;
  /** Largest |value| of the plane, for the noise floor. */
  magnitude: number;
}

/** Spectra of two real planes with one complex FFT: P = F(p + i·q), F(p) = ½(P + P̄(−k)), F(q) = −½i(P − P̄(−k)). */
function spectra(p: Float64Array, q: Float64Array | undefined, w: number, h: number): [Spectrum, Spectrum?] {
  const re = Float64Array.from(p);
  const im = q ? Float64Array.from(q) : new Float64Array(p.length);
  const magnitude = (a: Float64Array) => a.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  fft2d(re, im, w, h, false);
  if (!q) return [{ re, im, magnitude: magnitude(p) }];
  const pr = new Float64Array(p.length),
    pi = new Float64Array(p.length);
  const qr = new Float64Array(p.length),
    qi = new Float64Array(p.length);
  for (let y = 0; y < h; y++) {
    const yb = y === 0 ? 0 : h - y;
    for (let x = 0; x < w; x++) {
      const k = y * w + x,
        kb = yb * w + (x === 0 ? 0 : w - x);
      const ar = re[k]!,
        ai = im[k]!,
        br = re[kb]!,
        bi = im[kb]!;
      pr[k] = 0.5 * (ar + br);
      pi[k] = 0.5 * (ai - bi);
      qr[k] = 0.5 * (ai + bi);
      qi[k] = 0.5 * (br - ar);
    }
  }
  return [
    { re: pr, im: pi, magnitude: magnitude(p) },
    { re: qr, im: qi, magnitude: magnitude(q) },
  ];
}

/** One band to histogram: a plane's spectrum, a mask on a grid, and whether the band carries (−i)³ = i. */
interface Band {
  spectrum: Spectrum;
  grid: Grid;
  mask: Float32Array;
  rotate: boolean;
}

/**
 * Entropies of two bands on the same grid from one complex inverse FFT of A₁ + i·A₂, A = s·X·m
 * (s = i for the oriented bands). With stride 2 the spectrum is folded onto the half-size grid
 * first: the inverse transform of the fold is every other sample of each band (needs even sides).
 */
function pairEntropies(
  first: Band,
  second: Band | undefined,
  stride: 1 | 2,
  w0: number,
  planeSize: number,
): number[] {
  const { w, h, cols, rows } = first.grid;
  const sx = stride === 2 && w % 2 === 0 ? 2 : 1;
  const sy = stride === 2 && h % 2 === 0 ? 2 : 1;
  const ow = w / sx,
    oh = h / sy;
  const cRe = new Float64Array(ow * oh),
    cIm = new Float64Array(ow * oh);
  const x1r = first.spectrum.re,
    x1i = first.spectrum.im,
    m1 = first.mask;
  // An unpaired band is paired with a zero mask (its imaginary output is then unused).
  const x2r = second?.spectrum.re ?? x1r,
    x2i = second?.spectrum.im ?? x1i,
    m2 = second?.mask ?? zeros(m1.length);
  // A = s·X·m with s = 1 → (u, v) = (Xr m, Xi m); s = i → (−v, u). C = A₁ + i·A₂.
  const [p1, q1, s1, t1] = first.rotate ? [0, -1, 1, 0] : [1, 0, 0, 1];
  const [p2, q2, s2, t2] = second?.rotate ? [0, -1, 1, 0] : [1, 0, 0, 1];
  for (let y = 0; y < h; y++) {
    const row = rows[y]! * w0;
    const oy = (sy === 2 && y >= oh ? y - oh : y) * ow;
    const ky = y * w;
    for (let x = 0; x < w; x++) {
      const K = row + cols[x]!,
        k = ky + x;
      const ma = m1[k]!,
        mb = m2[k]!;
      const u1 = x1r[K]! * ma,
        v1 = x1i[K]! * ma,
        u2 = x2r[K]! * mb,
        v2 = x2i[K]! * mb;
      const a2r = p2 * u2 + q2 * v2,
        a2i = s2 * u2 + t2 * v2;
      const o = oy + (sx === 2 && x >= ow ? x - ow : x);
      cRe[o]! += p1 * u1 + q1 * v1 - a2i;
      cIm[o]! += s1 * u1 + t1 * v1 + a2r;
    }
  }
  fft2d(cRe, cIm, ow, oh, true);
  const out = [histogramEntropy(cRe, w * h, first.spectrum.magnitude * planeSize)];
  if (second) out.push(histogramEntropy(cIm, w * h, second.spectrum.magnitude * planeSize));
  return out;
}

/** Shannon entropy of a histogram with ⌈√n⌉ bins between min and max (n = the full band's size). */
function histogramEntropy(values: Float64Array, fullSize: number, scale: number): number {
  const count = values.length;
  let min = Infinity,
    max = -Infinity;
  for (let i = 0; i < count; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min;
  if (!(span > NOISE * scale)) return 0;
  const bins = Math.ceil(Math.sqrt(fullSize));
  const counts = new Int32Array(bins);
  // numpy.histogram(bins − 1 bins) + MATLAB-style histc: equal bins, and one more for values == max.
  const k = (bins - 1) / span;
  for (let i = 0; i < count; i++) counts[((values[i]! - min) * k) | 0]!++;
  let entropy = 0;
  for (let b = 0; b < bins; b++) {
    const c = counts[b]!;
    if (c > 0) {
      const p = c / count;
      entropy -= p * Math.log(p);
    }
  }
  return entropy;
}

export interface SubbandEntropyOptions {
  /** Sample stride of the chroma bands: 2 (default) = every other row and column; 1 = all, as AIM. */
  chromaStride?: 1 | 2;
}

/** The 14 band entropies of each plane that is not flat, in pyrtools' order (high-pass, 3 × 4, low-pass). */
export function planeEntropies(
  lab: ClutterLab,
  options: SubbandEntropyOptions = {},
): Map<'L' | 'a' | 'b', number[]> {
  const { width: w, height: h } = lab;
  const plan = planFor(w, h);
  const flat = (p: Float64Array) => {
    let min = Infinity,
      max = -Infinity;
    for (let i = 0; i < p.length; i++) {
      const v = p[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    // AIM zeroes a chroma plane with less than 0.008 of range, so every band's entropy is 0.
    return max - min < CHROMA_FLAT;
  };
  const chroma = [lab.a, lab.b].filter((p) => !flat(p));
  const [L, first] = spectra(lab.L, chroma[0], w, h);
  const planes: [string, Spectrum, 1 | 2][] = [['L', L, 1]];
  if (first) planes.push([lab.a === chroma[0] ? 'a' : 'b', first, options.chromaStride ?? 2]);
  if (chroma[1]) planes.push(['b', spectra(chroma[1], undefined, w, h)[0], options.chromaStride ?? 2]);

  const result = new Map<'L' | 'a' | 'b', number[]>();
  for (const [name, spectrum, stride] of planes) {
    const bands: Band[] = [
      { spectrum, grid: plan.levels[0]!.grid, mask: plan.hi0, rotate: false },
      ...plan.levels.flatMap((l) => l.bands.map((mask) => ({ spectrum, grid: l.grid, mask, rotate: true }))),
      { spectrum, grid: plan.lowpass.grid, mask: plan.lowpass.mask, rotate: false },
    ];
    const entropies: number[] = [];
    for (let i = 0; i < bands.length;) {
      const a = bands[i]!,
        b = bands[i + 1];
      const pair = b && b.grid === a.grid ? b : undefined;
      entropies.push(...pairEntropies(a, pair, stride, w, w * h));
      i += pair ? 2 : 1;
    }
    result.set(name as 'L' | 'a' | 'b', entropies);
  }
  return result;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function subbandEntropyOfLab(lab: ClutterLab, options: SubbandEntropyOptions = {}): number {
  const entropies = planeEntropies(lab, options);
  const chroma = (name: 'a' | 'b') => (entropies.has(name) ? mean(entropies.get(name)!) : 0);
  return (mean(entropies.get('L')!) + CHROMA_WEIGHT * (chroma('a') + chroma('b'))) / (1 + 2 * CHROMA_WEIGHT);
}

export function subbandEntropy(img: RgbImage, options?: SubbandEntropyOptions): number {
  return subbandEntropyOfLab(clutterLab(img), options);
}
