/**
 * Complex fast Fourier transforms of any length, for the frequency-domain steerable pyramid of the
 * subband-entropy clutter measure (metrics/subband-entropy.ts), which pyrtools builds with numpy's FFT
 * on the screenshot's own size (e.g. 1200×750 = 2⁴·3·5² × 2·3·5³, never a power of two).
 *
 * - Lengths whose prime factors are all ≤ 13 use a mixed-radix Stockham autosort transform (radix 4,
 *   2, 3 and 5 butterflies written out, a generic butterfly for 7, 11 and 13), O(n log n), no
 *   bit-reversal pass.
 * - Other lengths (e.g. a 677-px-tall screenshot) use Bluestein's chirp-z algorithm over a power-of-two
 *   transform, still O(n log n).
 * - Split real/imaginary Float64Arrays; the forward transform has the e^(−2πi·jk/n) kernel, the inverse
 *   e^(+2πi·jk/n) and no 1/n scaling (callers scale when they need to: an entropy does not).
 * - 2-D transforms run the rows, then the columns in blocks of 16 gathered into contiguous buffers.
 */

interface Stage {
  radix: number;
  /** Product of the radices of the earlier stages. */
  l: number;
  /** n / (l · radix). */
  m: number;
  /** Twiddles w_(l·radix)^(j·k) for j < l, 1 ≤ k < radix, interleaved (cos, sin). */
  twiddles: Float64Array;
  /** cos/sin of 2πk/radix for the generic butterfly. */
  roots?: Float64Array;
}

function factorise(n: number): number[] | undefined {
  const out: number[] = [];
  let rest = n;
  while (rest % 4 === 0) {
    out.push(4);
    rest /= 4;
  }
  for (const p of [2, 3, 5, 7, 11, 13]) {
    while (rest % p === 0) {
      out.push(p);
      rest /= p;
    }
  }
  return rest === 1 ? out : undefined;
}

/** A reusable transform of one length (plans are cached by length). */
export class Fft {
  readonly n: number;
  private readonly stages: Stage[] = [];
  private readonly bluestein?: {
    m: number;
    inner: Fft;
    /** Chirp w_k = e^(−πi k²/n). */
    chirpRe: Float64Array;
    chirpIm: Float64Array;
    /** Transform of the conjugate chirp, zero-padded to m and wrapped. */
    kernelRe: Float64Array;
    kernelIm: Float64Array;
    aRe: Float64Array;
    aIm: Float64Array;
  };
  private readonly tRe: Float64Array;
  private readonly tIm: Float64Array;

  private constructor(n: number) {
    if (!Number.isInteger(n) || n < 1)
      throw new RangeError(`FFT length must be a positive integer, got ${n}`);
    this.n = n;
    this.tRe = new Float64Array(n);
    this.tIm = new Float64Array(n);
    const factors = factorise(n);
    if (factors) {
      let l = 1;
      for (const radix of factors) {
        const m = n / (l * radix);
        const twiddles = new Float64Array(2 * l * (radix - 1));
        for (let j = 0; j < l; j++)
          for (let k = 1; k < radix; k++) {
            const a = (-2 * Math.PI * j * k) / (l * radix);
            twiddles[2 * (j * (radix - 1) + k - 1)] = Math.cos(a);
            twiddles[2 * (j * (radix - 1) + k - 1) + 1] = Math.sin(a);
          }
        const stage: Stage = { radix, l, m, twiddles };
        if (radix > 5) {
          const roots = new Float64Array(2 * radix);
          for (let k = 0; k < radix; k++) {
            roots[2 * k] = Math.cos((-2 * Math.PI * k) / radix);
            roots[2 * k + 1] = Math.sin((-2 * Math.PI * k) / radix);
          }
          stage.roots = roots;
        }
        this.stages.push(stage);
        l *= radix;
      }
      return;
    }
    // Bluestein: X_k = conj(w_k) · Σ_j (x_j w_j) · conj(w_(k−j)), a circular convolution of length m.
    let m = 1;
    while (m < 2 * n - 1) m *= 2;
    const inner = Fft.of(m);
    const chirpRe = new Float64Array(n);
    const chirpIm = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      // k² mod 2n keeps the angle small and exact for large k.
      const a = (-Math.PI * ((k * k) % (2 * n))) / n;
      chirpRe[k] = Math.cos(a);
      chirpIm[k] = Math.sin(a);
    }
    const kernelRe = new Float64Array(m);
    const kernelIm = new Float64Array(m);
    kernelRe[0] = chirpRe[0]!;
    kernelIm[0] = -chirpIm[0]!;
    for (let k = 1; k < n; k++) {
      kernelRe[k] = kernelRe[m - k] = chirpRe[k]!;
      kernelIm[k] = kernelIm[m - k] = -chirpIm[k]!;
    }
    inner.transform(kernelRe, kernelIm, false);
    this.bluestein = {
      m,
      inner,
      chirpRe,
      chirpIm,
      kernelRe,
      kernelIm,
      aRe: new Float64Array(m),
      aIm: new Float64Array(m),
    };
  }

  private static readonly cache = new Map<number, Fft>();

  static of(n: number): Fft {
    let plan = Fft.cache.get(n);
    if (!plan) {
      plan = new Fft(n);
      Fft.cache.set(n, plan);
    }
    return plan;
  }

  /** In-place transform of `re`/`im` (length n). */
  transform(re: Float64Array, im: Float64Array, inverse: boolean): void {
    if (this.bluestein) {
      this.chirpZ(re, im, inverse);
      return;
    }
    const sign = inverse ? -1 : 1;
    let aRe = re,
      aIm = im,
      bRe = this.tRe,
      bIm = this.tIm;
    for (const s of this.stages) {
      switch (s.radix) {
        case 4:
          radix4(aRe, aIm, bRe, bIm, s, sign);
          break;
        case 2:
          radix2(aRe, aIm, bRe, bIm, s, sign);
          break;
        case 3:
          radix3(aRe, aIm, bRe, bIm, s, sign);
          break;
        case 5:
          radix5(aRe, aIm, bRe, bIm, s, sign);
          break;
        default:
          radixGeneric(aRe, aIm, bRe, bIm, s, sign);
      }
      const tr = aRe,
        ti = aIm;
      aRe = bRe;
      aIm = bIm;
      bRe = tr;
      bIm = ti;
    }
    if (aRe !== re) {
      re.set(aRe);
      im.set(aIm);
    }
  }

  private chirpZ(re: Float64Array, im: Float64Array, inverse: boolean): void {
    const b = this.bluestein!;
    const n = this.n;
    const { aRe, aIm, chirpRe, chirpIm } = b;
    // The inverse transform is the forward one on conjugated input, conjugated back.
    const s = inverse ? -1 : 1;
    for (let k = 0; k < n; k++) {
      const xr = re[k]!,
        xi = s * im[k]!;
      aRe[k] = xr * chirpRe[k]! - xi * chirpIm[k]!;
      aIm[k] = xr * chirpIm[k]! + xi * chirpRe[k]!;
    }
    aRe.fill(0, n);
    aIm.fill(0, n);
    b.inner.transform(aRe, aIm, false);
    for (let k = 0; k < b.m; k++) {
      const xr = aRe[k]!,
        xi = aIm[k]!;
      aRe[k] = xr * b.kernelRe[k]! - xi * b.kernelIm[k]!;
      aIm[k] = xr * b.kernelIm[k]! + xi * b.kernelRe[k]!;
    }
    b.inner.transform(aRe, aIm, true);
    const scale = 1 / b.m;
    for (let k = 0; k < n; k++) {
      const xr = aRe[k]! * scale,
        xi = aIm[k]! * scale;
      re[k] = xr * chirpRe[k]! - xi * chirpIm[k]!;
      im[k] = s * (xr * chirpIm[k]! + xi * chirpRe[k]!);
    }
  }
}

// Stockham stage: for q < m, j < l and k < radix the input a[j + l·(q + m·k)] is twiddled by
// w_(l·radix)^(j·k), and the radix-point DFT of the k values lands in b[j + l·k' + l·radix·q].

function radix2(
  aRe: Float64Array,
  aIm: Float64Array,
  bRe: Float64Array,
  bIm: Float64Array,
  s: Stage,
  sign: number,
) {
  const { l, m, twiddles: tw } = s;
  const st = l * m;
  for (let q = 0; q < m; q++) {
    const ia = l * q,
      ib = 2 * l * q;
    for (let j = 0; j < l; j++) {
      const i0 = ia + j,
        i1 = i0 + st;
      let x1r = aRe[i1]!,
        x1i = aIm[i1]!;
      if (j > 0) {
        const c = tw[2 * j]!,
          sn = sign * tw[2 * j + 1]!;
        const u = x1r * c - x1i * sn;
        x1i = x1r * sn + x1i * c;
        x1r = u;
      }
      const x0r = aRe[i0]!,
        x0i = aIm[i0]!;
      const o = ib + j;
      bRe[o] = x0r + x1r;
      bIm[o] = x0i + x1i;
      bRe[o + l] = x0r - x1r;
      bIm[o + l] = x0i - x1i;
    }
  }
}

function radix3(
  aRe: Float64Array,
  aIm: Float64Array,
  bRe: Float64Array,
  bIm: Float64Array,
  s: Stage,
  sign: number,
) {
  const { l, m, twiddles: tw } = s;
  const st = l * m;
  const s3 = -sign * 0.8660254037844386;
  for (let q = 0; q < m; q++) {
    const ia = l * q,
      ib = 3 * l * q;
    for (let j = 0; j < l; j++) {
      const i0 = ia + j;
      let x1r = aRe[i0 + st]!,
        x1i = aIm[i0 + st]!,
        x2r = aRe[i0 + 2 * st]!,
        x2i = aIm[i0 + 2 * st]!;
      if (j > 0) {
        const t = 4 * j;
        let c = tw[t]!,
          sn = sign * tw[t + 1]!;
        let u = x1r * c - x1i * sn;
        x1i = x1r * sn + x1i * c;
        x1r = u;
        c = tw[t + 2]!;
        sn = sign * tw[t + 3]!;
        u = x2r * c - x2i * sn;
        x2i = x2r * sn + x2i * c;
        x2r = u;
      }
      const x0r = aRe[i0]!,
        x0i = aIm[i0]!;
      const tr = x1r + x2r,
        ti = x1i + x2i;
      const mr = x0r - 0.5 * tr,
        mi = x0i - 0.5 * ti;
      const dr = (x1i - x2i) * s3,
        di = (x1r - x2r) * s3;
      const o = ib + j;
      bRe[o] = x0r + tr;
      bIm[o] = x0i + ti;
      bRe[o + l] = mr - dr;
      bIm[o + l] = mi + di;
      bRe[o + 2 * l] = mr + dr;
      bIm[o + 2 * l] = mi - di;
    }
  }
}

function radix4(
  aRe: Float64Array,
  aIm: Float64Array,
  bRe: Float64Array,
  bIm: Float64Array,
  s: Stage,
  sign: number,
) {
  const { l, m, twiddles: tw } = s;
  const st = l * m;
  for (let q = 0; q < m; q++) {
    const ia = l * q,
      ib = 4 * l * q;
    for (let j = 0; j < l; j++) {
      const i0 = ia + j;
      let x1r = aRe[i0 + st]!,
        x1i = aIm[i0 + st]!,
        x2r = aRe[i0 + 2 * st]!,
        x2i = aIm[i0 + 2 * st]!,
        x3r = aRe[i0 + 3 * st]!,
        x3i = aIm[i0 + 3 * st]!;
      if (j > 0) {
        const t = 6 * j;
        let c = tw[t]!,
          sn = sign * tw[t + 1]!;
        let u = x1r * c - x1i * sn;
        x1i = x1r * sn + x1i * c;
        x1r = u;
        c = tw[t + 2]!;
        sn = sign * tw[t + 3]!;
        u = x2r * c - x2i * sn;
        x2i = x2r * sn + x2i * c;
        x2r = u;
        c = tw[t + 4]!;
        sn = sign * tw[t + 5]!;
        u = x3r * c - x3i * sn;
        x3i = x3r * sn + x3i * c;
        x3r = u;
      }
      const x0r = aRe[i0]!,
        x0i = aIm[i0]!;
      const s0r = x0r + x2r,
        s0i = x0i + x2i,
        d0r = x0r - x2r,
        d0i = x0i - x2i;
      const s1r = x1r + x3r,
        s1i = x1i + x3i,
        d1r = x1r - x3r,
        d1i = x1i - x3i;
      const o = ib + j;
      bRe[o] = s0r + s1r;
      bIm[o] = s0i + s1i;
      bRe[o + 2 * l] = s0r - s1r;
      bIm[o + 2 * l] = s0i - s1i;
      // ∓i·(x1 − x3): −i for the forward transform, +i for the inverse.
      bRe[o + l] = d0r + sign * d1i;
      bIm[o + l] = d0i - sign * d1r;
      bRe[o + 3 * l] = d0r - sign * d1i;
      bIm[o + 3 * l] = d0i + sign * d1r;
    }
  }
}

function radix5(
  aRe: Float64Array,
  aIm: Float64Array,
  bRe: Float64Array,
  bIm: Float64Array,
  s: Stage,
  sign: number,
) {
  const { l, m, twiddles: tw } = s;
  const st = l * m;
  const c1 = 0.30901699437494745,
    c2 = -0.8090169943749475,
    s1 = -sign * 0.9510565162951535,
    s2 = -sign * 0.5877852522924731;
  for (let q = 0; q < m; q++) {
    const ia = l * q,
      ib = 5 * l * q;
    for (let j = 0; j < l; j++) {
      const i0 = ia + j;
      let x1r = aRe[i0 + st]!,
        x1i = aIm[i0 + st]!,
        x2r = aRe[i0 + 2 * st]!,
        x2i = aIm[i0 + 2 * st]!,
        x3r = aRe[i0 + 3 * st]!,
        x3i = aIm[i0 + 3 * st]!,
        x4r = aRe[i0 + 4 * st]!,
        x4i = aIm[i0 + 4 * st]!;
      if (j > 0) {
        const t = 8 * j;
        let c = tw[t]!,
          sn = sign * tw[t + 1]!;
        let u = x1r * c - x1i * sn;
        x1i = x1r * sn + x1i * c;
        x1r = u;
        c = tw[t + 2]!;
        sn = sign * tw[t + 3]!;
        u = x2r * c - x2i * sn;
        x2i = x2r * sn + x2i * c;
        x2r = u;
        c = tw[t + 4]!;
        sn = sign * tw[t + 5]!;
        u = x3r * c - x3i * sn;
        x3i = x3r * sn + x3i * c;
        x3r = u;
        c = tw[t + 6]!;
        sn = sign * tw[t + 7]!;
        u = x4r * c - x4i * sn;
        x4i = x4r * sn + x4i * c;
        x4r = u;
      }
      const x0r = aRe[i0]!,
        x0i = aIm[i0]!;
      const p1r = x1r + x4r,
        p1i = x1i + x4i,
        p2r = x2r + x3r,
        p2i = x2i + x3i;
      const q1r = x1r - x4r,
        q1i = x1i - x4i,
        q2r = x2r - x3r,
        q2i = x2i - x3i;
      const m1r = x0r + c1 * p1r + c2 * p2r,
        m1i = x0i + c1 * p1i + c2 * p2i;
      const m2r = x0r + c2 * p1r + c1 * p2r,
        m2i = x0i + c2 * p1i + c1 * p2i;
      const n1r = s1 * q1i + s2 * q2i,
        n1i = s1 * q1r + s2 * q2r;
      const n2r = s2 * q1i - s1 * q2i,
        n2i = s2 * q1r - s1 * q2r;
      const o = ib + j;
      bRe[o] = x0r + p1r + p2r;
      bIm[o] = x0i + p1i + p2i;
      bRe[o + l] = m1r - n1r;
      bIm[o + l] = m1i + n1i;
      bRe[o + 4 * l] = m1r + n1r;
      bIm[o + 4 * l] = m1i - n1i;
      bRe[o + 2 * l] = m2r - n2r;
      bIm[o + 2 * l] = m2i + n2i;
      bRe[o + 3 * l] = m2r + n2r;
      bIm[o + 3 * l] = m2i - n2i;
    }
  }
}

function radixGeneric(
  aRe: Float64Array,
  aIm: Float64Array,
  bRe: Float64Array,
  bIm: Float64Array,
  s: Stage,
  sign: number,
) {
  const { radix: r, l, m, twiddles: tw, roots } = s;
  const st = l * m;
  const xr = new Float64Array(r),
    xi = new Float64Array(r);
  for (let q = 0; q < m; q++) {
    for (let j = 0; j < l; j++) {
      const i0 = l * q + j;
      for (let k = 0; k < r; k++) {
        const vr = aRe[i0 + k * st]!,
          vi = aIm[i0 + k * st]!;
        if (j > 0 && k > 0) {
          const t = 2 * (j * (r - 1) + k - 1);
          const c = tw[t]!,
            sn = sign * tw[t + 1]!;
          xr[k] = vr * c - vi * sn;
          xi[k] = vr * sn + vi * c;
        } else {
          xr[k] = vr;
          xi[k] = vi;
        }
      }
      for (let k2 = 0; k2 < r; k2++) {
        let sr = 0,
          si = 0;
        for (let k = 0; k < r; k++) {
          const e = (k * k2) % r;
          const c = roots![2 * e]!,
            sn = sign * roots![2 * e + 1]!;
          sr += xr[k]! * c - xi[k]! * sn;
          si += xr[k]! * sn + xi[k]! * c;
        }
        bRe[l * r * q + j + l * k2] = sr;
        bIm[l * r * q + j + l * k2] = si;
      }
    }
  }
}

const BLOCK = 16;

/** In-place 2-D transform of a row-major `height × width` complex array: rows, then columns. */
export function fft2d(
  re: Float64Array,
  im: Float64Array,
  width: number,
  height: number,
  inverse: boolean,
): void {
  const rowPlan = Fft.of(width);
  const rowRe = new Float64Array(width),
    rowIm = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    const o = y * width;
    rowRe.set(re.subarray(o, o + width));
    rowIm.set(im.subarray(o, o + width));
    rowPlan.transform(rowRe, rowIm, inverse);
    re.set(rowRe, o);
    im.set(rowIm, o);
  }
  fftColumns(re, im, width, height, inverse);
}

/** The column half of a 2-D transform: every column of a row-major `height × width` array. */
export function fftColumns(
  re: Float64Array,
  im: Float64Array,
  width: number,
  height: number,
  inverse: boolean,
) {
  const colPlan = Fft.of(height);
  const bufRe = new Float64Array(BLOCK * height),
    bufIm = new Float64Array(BLOCK * height);
  for (let x0 = 0; x0 < width; x0 += BLOCK) {
    const bw = Math.min(BLOCK, width - x0);
    for (let y = 0; y < height; y++) {
      const o = y * width + x0;
      for (let b = 0; b < bw; b++) {
        bufRe[b * height + y] = re[o + b]!;
        bufIm[b * height + y] = im[o + b]!;
      }
    }
    for (let b = 0; b < bw; b++) {
      const cr = bufRe.subarray(b * height, (b + 1) * height),
        ci = bufIm.subarray(b * height, (b + 1) * height);
      colPlan.transform(cr, ci, inverse);
    }
    for (let y = 0; y < height; y++) {
      const o = y * width + x0;
      for (let b = 0; b < bw; b++) {
        re[o + b] = bufRe[b * height + y]!;
        im[o + b] = bufIm[b * height + y]!;
      }
    }
  }
}
