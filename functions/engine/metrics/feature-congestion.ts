/**
 * Feature congestion (Rosenholtz, Li & Nakano 2007, "Measuring visual clutter", J. Vision 7(2):17;
 * AIM's port of the authors' MATLAB code): a display is cluttered when a new item could not stand out
 * in colour, luminance contrast or orientation. On a 3-level Gaussian pyramid of L, a, b
 * (metrics/clutter-lab.ts; pyrtools' binom5 filter, √2·[1 4 6 4 1]/16 unnormalised, so each level
 * doubles the values, reflecting borders):
 * - colour clutter: the volume of the local (L, a, b) covariance ellipsoid, det(Σ + diag(0.0007²,
 *   0.1², 0.05²))^(1/6), with Σ from a σ = 3 Gaussian window (13 taps, zero-padded and renormalised
 *   by its overlap with the image, AIM's `RRoverlapconv`);
 * - contrast clutter: the local SD (σ = 3 window) of |DoG| of L (centre σ 0.71, surround 1.14,
 *   7 taps, reflected borders);
 * - orientation clutter: second-derivative filters at 0°, 90°, 45° and 135° (three offset σ = 2
 *   Gaussians, the diagonals rotated 45° with scikit-image's bicubic Catmull-Rom resampling),
 *   squared, pooled (σ = 1.75), turned into cos 2θ / sin 2θ estimates normalised by the total energy
 *   + 1, and the determinant of their covariance over a σ = 14 window (57 taps) + 0.001, ^(1/4);
 * each map is collapsed over scales by the maximum with the coarser maps up-sampled (pyrtools
 * `upConv`, 5-tap [.05 .25 .4 .25 .05]), and the measure is the mean of
 * colour/0.2088 + contrast/0.0660 + orientation/0.0269. Every uniform image scores 1.248283.
 *
 * Speed (docs/engine.md): the filters run at every pixel of every level, except the orientation
 * filters, which run at every other pixel (their energies, pooled at σ = 1.75, are summed over every
 * other sample); the pooled statistics are evaluated on a grid (every 2nd pixel for colour and
 * contrast, whose windows have σ = 3; every 4th for orientation, σ = 14) and the maps averaged over it.
 * On AIM's website fixtures this moves the value by +0.09% to +0.23%. The σ = 1.75 expand/reduce
 * pooling is applied as its exact interior equivalent (one 9-tap kernel); only its outer 8 px differ.
 */
import type { RgbImage } from '../image';
import { clutterLab, type ClutterLab } from './clutter-lab';

const LEVELS = 3;
const COLOUR_COEF = 0.2088;
const CONTRAST_COEF = 0.066;
const ORIENT_COEF = 0.0269;
const DELTA_L2 = 0.0007 ** 2;
const DELTA_A2 = 0.1 ** 2;
const DELTA_B2 = 0.05 ** 2;
const ORIENT_NOISE = 0.001;
const ENERGY_NOISE = 1.0;

/** A Gaussian of 2·half + 1 taps centred at `center`, normalised to sum 1 (AIM's RRgaussfilter1D). */
export function gaussian(half: number, sigma: number, center = 0): Float64Array {
  const k = Float64Array.from({ length: 2 * half + 1 }, (_, i) =>
    Math.exp(-((i - half - center) ** 2) / (2 * sigma * sigma)),
  );
  const sum = k.reduce((a, b) => a + b, 0);
  return k.map((v) => v / sum);
}

interface Plane {
  w: number;
  h: number;
  d: Float64Array;
}

const reflect = (i: number, n: number) => (i < 0 ? -i : i >= n ? 2 * (n - 1) - i : i);

/** pyrtools `corrDn` with binom5 (√2·[1 4 6 4 1]/16), reflect1 borders, step 2 in x then y. */
function reduce(p: Plane): Plane {
  const f = [1, 4, 6, 4, 1].map((v) => (v / 16) * Math.SQRT2);
  const w = Math.ceil(p.w / 2),
    h = Math.ceil(p.h / 2);
  const tmp = new Float64Array(w * p.h);
  for (let y = 0; y < p.h; y++) {
    const row = y * p.w;
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let t = -2; t <= 2; t++) s += f[t + 2]! * p.d[row + reflect(2 * x + t, p.w)]!;
      tmp[y * w + x] = s;
    }
  }
  const d = new Float64Array(w * h);
  for (let y = 0; y < h; y++)
    for (let t = -2; t <= 2; t++) {
      const src = reflect(2 * y + t, p.h) * w,
        ft = f[t + 2]!;
      for (let x = 0; x < w; x++) d[y * w + x]! += ft * tmp[src + x]!;
    }
  return { w, h, d };
}

/** Coefficients k[r], k[r±1] … k[r±6] of a symmetric kernel of ≤ 13 taps (missing ones 0). */
function halfKernel(k: Float64Array): Float64Array {
  const r = (k.length - 1) / 2;
  if (r > 6) throw new RangeError(`kernel of ${k.length} taps: at most 13 supported`);
  return Float64Array.from({ length: 7 }, (_, t) => (t <= r ? k[r + t]! : 0));
}

/**
 * Separable convolution with symmetric kernels of ≤ 13 taps and reflect-101 borders (AIM's `filt2`,
 * 'odd'), output only at the pixels whose coordinates are multiples of `step` (a ⌈w/step⌉ × ⌈h/step⌉
 * array). Taps are written out: a loop over taps costs several times more in JavaScript.
 */
function separable(src: Float64Array, w: number, h: number, kx: Float64Array, ky: Float64Array, step: 1 | 2) {
  const sw = Math.ceil(w / step),
    sh = Math.ceil(h / step);
  const [a0, a1, a2, a3, a4, a5, a6] = halfKernel(kx) as unknown as number[];
  const R = 6;
  const pad = new Float64Array(w + 2 * R);
  const horiz = new Float64Array(sw * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w + 2 * R; x++) {
      const xx = x - R;
      pad[x] = src[row + (xx < 0 ? -xx : xx >= w ? 2 * (w - 1) - xx : xx)]!;
    }
    const o = y * sw;
    for (let g = 0; g < sw; g++) {
      const c = g * step + R;
      horiz[o + g] =
        a0! * pad[c]! +
        a1! * (pad[c - 1]! + pad[c + 1]!) +
        a2! * (pad[c - 2]! + pad[c + 2]!) +
        a3! * (pad[c - 3]! + pad[c + 3]!) +
        a4! * (pad[c - 4]! + pad[c + 4]!) +
        a5! * (pad[c - 5]! + pad[c + 5]!) +
        a6! * (pad[c - 6]! + pad[c + 6]!);
    }
  }
  const [b0, b1, b2, b3, b4, b5, b6] = halfKernel(ky) as unknown as number[];
  const out = new Float64Array(sw * sh);
  const at = (y: number) => (y < 0 ? -y : y >= h ? 2 * (h - 1) - y : y) * sw;
  for (let gy = 0; gy < sh; gy++) {
    const y = gy * step;
    const c = y * sw,
      u1 = at(y - 1),
      d1 = at(y + 1),
      u2 = at(y - 2),
      d2 = at(y + 2),
      u3 = at(y - 3),
      d3 = at(y + 3),
      u4 = at(y - 4),
      d4 = at(y + 4),
      u5 = at(y - 5),
      d5 = at(y + 5),
      u6 = at(y - 6),
      d6 = at(y + 6);
    const o = gy * sw;
    for (let x = 0; x < sw; x++)
      out[o + x] =
        b0! * horiz[c + x]! +
        b1! * (horiz[u1 + x]! + horiz[d1 + x]!) +
        b2! * (horiz[u2 + x]! + horiz[d2 + x]!) +
        b3! * (horiz[u3 + x]! + horiz[d3 + x]!) +
        b4! * (horiz[u4 + x]! + horiz[d4 + x]!) +
        b5! * (horiz[u5 + x]! + horiz[d5 + x]!) +
        b6! * (horiz[u6 + x]! + horiz[d6 + x]!);
  }
  return out;
}

/**
 * Convolution with a 13×13 kernel that is point-symmetric (k(−p) = k(p)) and reflect-101 borders,
 * for the two diagonal orientation filters at once (the second is the first mirrored left-right), at
 * the pixels whose coordinates are multiples of `step`. Kernel rows j and −j share coefficients, so
 * each output needs the sum and difference of two padded rows, then the even and odd parts of the
 * kernel row: right = even + odd, left = even − odd.
 */
function diagonalPair(
  src: Float64Array,
  w: number,
  h: number,
  kernel: Float64Array,
  step: 1 | 2,
): [Float64Array, Float64Array] {
  const r = 6,
    n = 13;
  const sw = Math.ceil(w / step),
    sh = Math.ceil(h / step);
  const pw = w + 2 * r;
  const pad = new Float64Array(pw * (h + 2 * r));
  for (let y = 0; y < h + 2 * r; y++) {
    const yy = y - r;
    const sy = (yy < 0 ? -yy : yy >= h ? 2 * (h - 1) - yy : yy) * w;
    for (let x = 0; x < pw; x++) {
      const xx = x - r;
      pad[y * pw + x] = src[sy + (xx < 0 ? -xx : xx >= w ? 2 * (w - 1) - xx : xx)]!;
    }
  }
  const right = new Float64Array(sw * sh),
    left = new Float64Array(sw * sh);
  const sum = new Float64Array(pw),
    diff = new Float64Array(pw);
  for (let j = 0; j <= r; j++) {
    // Even (e) and odd (o) parts of kernel row j about its centre column.
    const e = new Float64Array(r + 1),
      od = new Float64Array(r + 1);
    for (let i = 0; i <= r; i++) {
      const a = kernel[(r + j) * n + r + i]!,
        b = kernel[(r + j) * n + r - i]!;
      e[i] = i === 0 ? a : 0.5 * (a + b);
      od[i] = i === 0 ? 0 : 0.5 * (a - b);
    }
    const [e0, e1, e2, e3, e4, e5, e6] = e as unknown as number[];
    const [, o1, o2, o3, o4, o5, o6] = od as unknown as number[];
    for (let gy = 0; gy < sh; gy++) {
      const y = gy * step;
      // Convolution: out(y, x) = Σ k(j, i)·in(y − j, x − i); rows y − j and y + j share row j's taps.
      const up = (y + r - j) * pw,
        down = (y + r + j) * pw;
      if (j === 0) {
        for (let x = 0; x < pw; x++) {
          sum[x] = pad[up + x]!;
          diff[x] = 0;
        }
      } else {
        for (let x = 0; x < pw; x++) {
          const a = pad[up + x]!,
            b = pad[down + x]!;
          sum[x] = a + b;
          diff[x] = a - b;
        }
      }
      const o = gy * sw;
      for (let g = 0; g < sw; g++) {
        const c = g * step + r;
        const ev =
          e0! * sum[c]! +
          e1! * (sum[c - 1]! + sum[c + 1]!) +
          e2! * (sum[c - 2]! + sum[c + 2]!) +
          e3! * (sum[c - 3]! + sum[c + 3]!) +
          e4! * (sum[c - 4]! + sum[c + 4]!) +
          e5! * (sum[c - 5]! + sum[c + 5]!) +
          e6! * (sum[c - 6]! + sum[c + 6]!);
        const ov =
          o1! * (diff[c - 1]! - diff[c + 1]!) +
          o2! * (diff[c - 2]! - diff[c + 2]!) +
          o3! * (diff[c - 3]! - diff[c + 3]!) +
          o4! * (diff[c - 4]! - diff[c + 4]!) +
          o5! * (diff[c - 5]! - diff[c + 5]!) +
          o6! * (diff[c - 6]! - diff[c + 6]!);
        right[o + g]! += ev + ov;
        left[o + g]! += ev - ov;
      }
    }
  }
  return [right, left];
}

/** scikit-image `rotate(·, angle)` with bicubic (Catmull-Rom) interpolation, constant 0 outside, clipped. */
function rotateKernel(k: Float64Array, n: number, degrees: number): Float64Array {
  let min = Infinity,
    max = -Infinity;
  for (const v of k) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const range = max - min;
  const img = k.map((v) => (v - min) / range);
  const c = n / 2 - 0.5;
  const t = (degrees * Math.PI) / 180;
  const cos = Math.cos(t),
    sin = Math.sin(t);
  const at = (r: number, col: number) => (r < 0 || col < 0 || r >= n || col >= n ? 0 : img[r * n + col]!);
  const cubic = (x: number, f0: number, f1: number, f2: number, f3: number) =>
    f1 + 0.5 * x * (f2 - f0 + x * (2 * f0 - 5 * f1 + 4 * f2 - f3 + x * (3 * (f1 - f2) + f3 - f0)));
  const out = new Float64Array(n * n);
  for (let r = 0; r < n; r++)
    for (let col = 0; col < n; col++) {
      const xs = cos * (col - c) - sin * (r - c) + c,
        ys = sin * (col - c) + cos * (r - c) + c;
      const r0 = Math.floor(ys),
        c0 = Math.floor(xs);
      const rows = [0, 1, 2, 3].map((i) =>
        cubic(
          xs - c0,
          at(r0 - 1 + i, c0 - 1),
          at(r0 - 1 + i, c0),
          at(r0 - 1 + i, c0 + 1),
          at(r0 - 1 + i, c0 + 2),
        ),
      );
      const v = cubic(ys - r0, rows[0]!, rows[1]!, rows[2]!, rows[3]!);
      out[r * n + col] = Math.min(1, Math.max(0, v)) * range + min;
    }
  return out;
}

/** AIM's `orient_filtnew` at σ = 16/14·1.75 = 2: H = −Ga + 2Gb − Gc (separable), its transpose, diagonals. */
const ORIENT = (() => {
  const sigma = (16 / 14) * 1.75;
  const half = Math.round(3 * sigma);
  const n = 2 * half + 1;
  const gx = gaussian(half, sigma);
  const shifted = (center: number) => {
    const gy = gaussian(half, sigma, center);
    const k = new Float64Array(n * n);
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) k[y * n + x] = gy[y]! * gx[x]!;
    const s = k.reduce((a, b) => a + b, 0);
    return k.map((v) => v / s);
  };
  const ga = shifted(sigma),
    gb = shifted(0),
    gc = shifted(-sigma);
  const combine = (a: Float64Array, b: Float64Array, c: Float64Array) =>
    a.map((_, i) => -a[i]! + 2 * b[i]! - c[i]!);
  const rotated = (k: Float64Array) => {
    const r = rotateKernel(k, n, 45);
    const s = r.reduce((a, b) => a + b, 0);
    return r.map((v) => v / s);
  };
  // H is separable: gx along x times the second difference of the three shifted 1-D Gaussians along y.
  const d2 = (() => {
    const a = gaussian(half, sigma, sigma),
      b = gaussian(half, sigma),
      c = gaussian(half, sigma, -sigma);
    return a.map((_, i) => -a[i]! + 2 * b[i]! - c[i]!);
  })();
  return { gx, d2, diagonal: combine(rotated(ga), rotated(gb), rotated(gc)) };
})();

/** Interior-exact equivalent of AIM's `poolnew` (expand ×2 with 2k, reduce with k; k = σ 1.75, 9 taps). */
const POOL = (() => {
  const k = gaussian(4, 1.75);
  const kk = new Float64Array(17);
  for (let i = 0; i < 9; i++) for (let j = 0; j < 9; j++) kk[i + j]! += k[i]! * k[j]!;
  return Float64Array.from({ length: 9 }, (_, d) => 2 * kk[2 * d]!);
})();

/** Every other tap of a symmetric kernel (centre kept), renormalised: a Riemann sum over every other sample. */
const evenTaps = (k: Float64Array) => {
  const r = (k.length - 1) / 2;
  const out = Float64Array.from({ length: r + 1 }, (_, i) => k[2 * i + (r % 2)]!);
  const sum = out.reduce((a, b) => a + b, 0);
  return out.map((v) => v / sum);
};
const POOL_EVEN = evenTaps(POOL);
const COLOUR_POOL = gaussian(6, 3);
const ORIENT_POOL = gaussian(28, 14);
const ORIENT_POOL_EVEN = evenTaps(ORIENT_POOL);
const DOG_INNER = gaussian(3, 0.71);
const DOG_OUTER = gaussian(3, 1.14);

/** Sample positions 0, s, 2s … below n. */
const grid = (n: number, s: number) => Int32Array.from({ length: Math.ceil(n / s) }, (_, i) => i * s);

/** Taps of a symmetric kernel used when reading every `stride`-th input sample, and the rows/columns they reach. */
interface Window {
  r: number;
  stride: number;
  weight: Float64Array;
}
const windowOf = (kernel: Float64Array, stride: number): Window => ({
  r: (kernel.length - 1) / 2,
  stride,
  weight: kernel,
});

/**
 * Horizontal half of AIM's RRoverlapconv (zero padding, renormalised by the window's overlap with the
 * image) at the grid columns `xs`, for rows marked in `rows`, over `planes.length` inputs combined into
 * `count` statistics by `kind`: 'colour' (3 planes → L, a, b, LL, La, Lb, aa, ab, bb), 'contrast'
 * (1 → x, x²), 'orientation' (2 → c, s, cc, cs, ss).
 */
function poolRows(
  kind: 'colour' | 'contrast' | 'orientation',
  planes: Float64Array[],
  w: number,
  h: number,
  win: Window,
  xs: Int32Array,
  rows: Uint8Array,
): Float64Array[] {
  const count = kind === 'colour' ? 9 : kind === 'contrast' ? 2 : 5;
  const gw = xs.length;
  const out = Array.from({ length: count }, () => new Float64Array(gw * h));
  const { r, stride, weight } = win;
  const [p0, p1, p2] = [planes[0]!, planes[1] ?? planes[0]!, planes[2] ?? planes[0]!];
  const firstX = new Int32Array(gw),
    lastX = new Int32Array(gw),
    invNorm = new Float64Array(gw);
  for (let g = 0; g < gw; g++) {
    const x = xs[g]!;
    // Taps t ≡ 0 (mod stride) with x − t inside the image.
    let first = x - r;
    if (first < 0) first = x % stride;
    while ((x - first) % stride !== 0) first++;
    const last = Math.min(w - 1, x + r);
    let norm = 0;
    for (let xx = first; xx <= last; xx += stride) norm += weight[x - xx + r]!;
    firstX[g] = first;
    lastX[g] = last;
    invNorm[g] = 1 / norm;
  }
  for (let y = 0; y < h; y++) {
    if (!rows[y]) continue;
    const row = y * w;
    for (let g = 0; g < gw; g++) {
      const x = xs[g]!,
        first = firstX[g]!,
        last = lastX[g]!,
        inv = invNorm[g]!;
      const o = y * gw + g;
      if (kind === 'colour') {
        let sl = 0,
          sa = 0,
          sb = 0,
          sll = 0,
          sla = 0,
          slb = 0,
          saa = 0,
          sab = 0,
          sbb = 0;
        for (let xx = first; xx <= last; xx += stride) {
          const k = weight[x - xx + r]!;
          const l = p0[row + xx]!,
            a = p1[row + xx]!,
            b = p2[row + xx]!;
          const kl = k * l,
            ka = k * a,
            kb = k * b;
          sl += kl;
          sa += ka;
          sb += kb;
          sll += kl * l;
          sla += kl * a;
          slb += kl * b;
          saa += ka * a;
          sab += ka * b;
          sbb += kb * b;
        }
        out[0]![o] = sl * inv;
        out[1]![o] = sa * inv;
        out[2]![o] = sb * inv;
        out[3]![o] = sll * inv;
        out[4]![o] = sla * inv;
        out[5]![o] = slb * inv;
        out[6]![o] = saa * inv;
        out[7]![o] = sab * inv;
        out[8]![o] = sbb * inv;
      } else if (kind === 'contrast') {
        let s1 = 0,
          s2 = 0;
        for (let xx = first; xx <= last; xx += stride) {
          const k = weight[x - xx + r]!,
            v = p0[row + xx]!;
          s1 += k * v;
          s2 += k * v * v;
        }
        out[0]![o] = s1 * inv;
        out[1]![o] = s2 * inv;
      } else {
        let sc = 0,
          ss = 0,
          scc = 0,
          scs = 0,
          sss = 0;
        for (let xx = first; xx <= last; xx += stride) {
          const k = weight[x - xx + r]!;
          const c = p0[row + xx]!,
            sn = p1[row + xx]!;
          const kc = k * c,
            ks = k * sn;
          sc += kc;
          ss += ks;
          scc += kc * c;
          scs += kc * sn;
          sss += ks * sn;
        }
        out[0]![o] = sc * inv;
        out[1]![o] = ss * inv;
        out[2]![o] = scc * inv;
        out[3]![o] = scs * inv;
        out[4]![o] = sss * inv;
      }
    }
  }
  return out;
}

/** Vertical half: the same window down each grid column, at the grid rows `ys`. */
function poolColumns(
  horiz: Float64Array[],
  gw: number,
  h: number,
  win: Window,
  ys: Int32Array,
): Float64Array[] {
  const { r, stride, weight } = win;
  const offsets = new Int32Array(2 * r + 1),
    weights = new Float64Array(2 * r + 1);
  const out = horiz.map(() => new Float64Array(gw * ys.length));
  for (let gy = 0; gy < ys.length; gy++) {
    const y = ys[gy]!;
    let first = y - r;
    if (first < 0) first = y % stride;
    while ((y - first) % stride !== 0) first++;
    const last = Math.min(h - 1, y + r);
    let taps = 0,
      norm = 0;
    for (let yy = first; yy <= last; yy += stride) {
      offsets[taps] = yy * gw;
      weights[taps] = weight[y - yy + r]!;
      norm += weights[taps]!;
      taps++;
    }
    const inv = 1 / norm,
      o = gy * gw;
    for (let c = 0; c < horiz.length; c++) {
      const src = horiz[c]!,
        dst = out[c]!;
      for (let g = 0; g < gw; g++) {
        let acc = 0;
        for (let t = 0; t < taps; t++) acc += weights[t]! * src[offsets[t]! + g]!;
        dst[o + g] = acc * inv;
      }
    }
  }
  return out;
}

/** Gaussian-window statistics of `planes` at the grid points xs × ys (see poolRows). */
function poolAt(
  kind: 'colour' | 'contrast' | 'orientation',
  planes: Float64Array[],
  w: number,
  h: number,
  kernel: Float64Array,
  inStride: number,
  xs: Int32Array,
  ys: Int32Array,
): Float64Array[] {
  const win = windowOf(kernel, inStride);
  const rows = new Uint8Array(h);
  for (const y of ys)
    for (let t = -win.r; t <= win.r; t += 1)
      if (t % inStride === 0 && y - t >= 0 && y - t < h) rows[y - t] = 1;
  return poolColumns(poolRows(kind, planes, w, h, win, xs, rows), xs.length, h, win, ys);
}

/** A clutter map of one level, known on a grid (stride in that level's pixels). */
interface GridMap {
  w: number;
  h: number;
  stride: number;
  gw: number;
  gh: number;
  d: Float64Array;
}

const UP = [0.05, 0.25, 0.4, 0.25, 0.05];

/** A sparse linear map along one axis: output coordinate → (input index, weight) pairs. */
type AxisMap = { index: number[]; weight: number[] }[];

/**
 * Along one axis, the linear map from a level's grid map (stride `stride`, `gridSize` points, read
 * bilinearly at every pixel of the level's `size` pixels) through `ups` pyrtools `upConv`s (zero
 * insertion then the transpose of a reflect-101 correlation with UP; each doubles the size, and
 * pyrtools does not crop between them) to level-0 coordinates.
 */
function axisMap(size: number, stride: number, gridSize: number, ups: number): AxisMap {
  let map: AxisMap = Array.from({ length: size }, (_, q) => {
    const f = Math.min(q / stride, gridSize - 1);
    const g0 = Math.floor(f),
      a = f - g0;
    return a > 0 ? { index: [g0, g0 + 1], weight: [1 - a, a] } : { index: [g0], weight: [1] };
  });
  let n = size;
  for (let u = 0; u < ups; u++) {
    const next: Map<number, number>[] = Array.from({ length: 2 * n }, () => new Map());
    for (let q = 0; q < n; q++)
      for (let t = -2; t <= 2; t++) {
        const p = reflect(2 * q + t, 2 * n);
        const into = next[p]!,
          from = map[q]!;
        for (let i = 0; i < from.index.length; i++)
          into.set(from.index[i]!, (into.get(from.index[i]!) ?? 0) + UP[t + 2]! * from.weight[i]!);
      }
    map = next.map((m) => ({ index: [...m.keys()], weight: [...m.values()] }));
    n *= 2;
  }
  return map;
}

/**
 * Orientation clutter of one level on a grid of stride 4: the four oriented energies, pooled
 * (σ 1.75), opponent estimates cos 2θ ≈ (H − V)/(ΣE + 1) and sin 2θ ≈ (R − L)/(ΣE + 1), and the
 * determinant of their covariance over the σ = 14 window. With step 2 (level 0) the filters and the
 * σ 1.75 pooling are evaluated at every other pixel only, the pooling summing every other energy
 * sample; the σ = 14 window reads every other sample in both cases.
 */
function orientationMap(l: Float64Array, w: number, h: number): GridMap {
  const step = 2;
  const sw = Math.ceil(w / step),
    sh = Math.ceil(h / step);
  const hOut = separable(l, w, h, ORIENT.gx, ORIENT.d2, step);
  const vOut = separable(l, w, h, ORIENT.d2, ORIENT.gx, step);
  const [rOut, lOut] = diagonalPair(l, w, h, ORIENT.diagonal, step);
  const pool = POOL_EVEN;
  const [eh, ev, el, er] = [hOut, vOut, lOut, rOut].map((f) => {
    for (let k = 0; k < f.length; k++) f[k] = f[k]! * f[k]!;
    return separable(f, sw, sh, pool, pool, 1);
  }) as [Float64Array, Float64Array, Float64Array, Float64Array];
  const cmx = new Float64Array(sw * sh),
    smx = new Float64Array(sw * sh);
  for (let k = 0; k < cmx.length; k++) {
    const total = eh[k]! + ev[k]! + el[k]! + er[k]! + ENERGY_NOISE;
    cmx[k] = (eh[k]! - ev[k]!) / total;
    smx[k] = (er[k]! - el[k]!) / total;
  }
  // Grid stride 2 on the half-resolution arrays = 4 pixels of the level.
  const xs = grid(sw, 2),
    ys = grid(sh, 2);
  const om = poolAt('orientation', [cmx, smx], sw, sh, ORIENT_POOL_EVEN, 1, xs, ys);
  const od = new Float64Array(xs.length * ys.length);
  for (let k = 0; k < od.length; k++) {
    const dc = om[0]![k]!,
      ds = om[1]![k]!;
    const cc = om[2]![k]! - dc * dc + ORIENT_NOISE,
      cs = om[3]![k]! - dc * ds,
      ss = om[4]![k]! - ds * ds + ORIENT_NOISE;
    od[k] = (cc * ss - cs * cs) ** 0.25;
  }
  return { w, h, stride: 4, gw: xs.length, gh: ys.length, d: od };
}

export interface FeatureCongestion {
  value: number;
  colour: number;
  contrast: number;
  orientation: number;
}

export function featureCongestionOfLab(lab: ClutterLab): FeatureCongestion {
  const L: Plane[] = [{ w: lab.width, h: lab.height, d: lab.L }];
  const A: Plane[] = [{ w: lab.width, h: lab.height, d: lab.a }];
  const B: Plane[] = [{ w: lab.width, h: lab.height, d: lab.b }];
  for (let i = 1; i < LEVELS; i++) {
    L.push(reduce(L[i - 1]!));
    A.push(reduce(A[i - 1]!));
    B.push(reduce(B[i - 1]!));
  }
  const colour: GridMap[] = [],
    contrast: GridMap[] = [],
    orientation: GridMap[] = [];
  for (let i = 0; i < LEVELS; i++) {
    const { w, h } = L[i]!;
    const l = L[i]!.d,
      a = A[i]!.d,
      b = B[i]!.d;
    // Colour: 3 means and 6 second moments.
    const xs2 = grid(w, 2),
      ys2 = grid(h, 2);
    const m = poolAt('colour', [l, a, b], w, h, COLOUR_POOL, 1, xs2, ys2);
    const cd = new Float64Array(xs2.length * ys2.length);
    for (let k = 0; k < cd.length; k++) {
      const el = m[0]![k]!,
        ea = m[1]![k]!,
        eb = m[2]![k]!;
      const sll = m[3]![k]! - el * el + DELTA_L2,
        sla = m[4]![k]! - el * ea,
        slb = m[5]![k]! - el * eb;
      const saa = m[6]![k]! - ea * ea + DELTA_A2,
        sab = m[7]![k]! - ea * eb,
        sbb = m[8]![k]! - eb * eb + DELTA_B2;
      const det =
        sll * (saa * sbb - sab * sab) - sla * (sla * sbb - sab * slb) + slb * (sla * sab - saa * slb);
      cd[k] = Math.sqrt(det) ** (1 / 3);
    }
    colour.push({ w, h, stride: 2, gw: xs2.length, gh: ys2.length, d: cd });

    // Contrast: |DoG| of L, then its local SD.
    const inner = separable(l, w, h, DOG_INNER, DOG_INNER, 1),
      outer = separable(l, w, h, DOG_OUTER, DOG_OUTER, 1);
    const dog = inner;
    for (let k = 0; k < dog.length; k++) dog[k] = Math.abs(inner[k]! - outer[k]!);
    const cm = poolAt('contrast', [dog], w, h, COLOUR_POOL, 1, xs2, ys2);
    const kd = new Float64Array(cd.length);
    for (let k = 0; k < kd.length; k++) kd[k] = Math.sqrt(Math.abs(cm[1]![k]! - cm[0]![k]! ** 2));
    contrast.push({ w, h, stride: 2, gw: xs2.length, gh: ys2.length, d: kd });

    orientation.push(orientationMap(l, w, h));
  }
  /**
   * Mean over the level-0 grid of the maximum over scales (AIM's collapse), each coarser map brought to
   * the level-0 grid points through the exact (separable) linear map of its up-sampling.
   */
  const collapse = (maps: GridMap[]) => {
    const base = maps[0]!;
    const best = Float64Array.from(base.d);
    for (let i = 1; i < maps.length; i++) {
      const m = maps[i]!;
      const mx = axisMap(m.w, m.stride, m.gw, i),
        my = axisMap(m.h, m.stride, m.gh, i);
      // Along x at the base grid's columns, for every grid row of this level…
      const cols: number[] = [];
      for (let gx = 0; gx < base.gw && gx * base.stride < mx.length; gx++) cols.push(gx);
      const tmp = new Float64Array(m.gh * cols.length);
      for (let gy = 0; gy < m.gh; gy++)
        for (let c = 0; c < cols.length; c++) {
          const e = mx[cols[c]! * base.stride]!;
          let v = 0;
          for (let k = 0; k < e.index.length; k++) v += e.weight[k]! * m.d[gy * m.gw + e.index[k]!]!;
          tmp[gy * cols.length + c] = v;
        }
      // …then along y at the base grid's rows.
      for (let gy = 0; gy < base.gh && gy * base.stride < my.length; gy++) {
        const e = my[gy * base.stride]!;
        for (let c = 0; c < cols.length; c++) {
          let v = 0;
          for (let k = 0; k < e.index.length; k++) v += e.weight[k]! * tmp[e.index[k]! * cols.length + c]!;
          const o = gy * base.gw + cols[c]!;
          if (v > best[o]!) best[o] = v;
        }
      }
    }
    return best.reduce((a, b) => a + b, 0) / best.length;
  };
  const c = collapse(colour) / COLOUR_COEF,
    k = collapse(contrast) / CONTRAST_COEF,
    o = collapse(orientation) / ORIENT_COEF;
  return { value: c + k + o, colour: c, contrast: k, orientation: o };
}

export function featureCongestion(img: RgbImage): FeatureCongestion {
  return featureCongestionOfLab(clutterLab(img));
}
