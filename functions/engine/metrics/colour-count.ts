/**
 * Colour-count measures of visual complexity (Miniukovich & De Angeli 2014/2015, CV2 and CV5; AIM m3
 * and m12), plus a dominant palette for evidence and text.
 */
import type { RgbImage } from '../image';
import type { ColourHistogram } from './colour-spaces';

/** AIM m3: distinct RGB values covering more than 5 pixels (desktop threshold). */
export function distinctRgb(hist: ColourHistogram, minPixels = 5): number {
  let n = 0;
  for (let i = 0; i < hist.counts.length; i++) if (hist.counts[i]! > minPixels) n++;
  return n;
}

/**
 * AIM m12 dynamic colour clusters, reproduced step by step: colours covering more than 5 pixels,
 * sorted by (count, B, G, R) ascending; the first becomes a cluster; then from the most frequent down
 * (the first one included again, as AIM's loop does) each colour joins the first-created cluster whose
 * centre is within Euclidean distance 3, moving that centre to the count-weighted mean (truncated to
 * integers), or starts a new cluster. Clusters that absorbed more than 5 colours are counted.
 * A 4-unit grid over cluster centres finds candidates in O(1) instead of AIM's scan of all clusters.
 */
export function dynamicColourClusters(hist: ColourHistogram): number {
  const idx: number[] = [];
  for (let i = 0; i < hist.counts.length; i++) if (hist.counts[i]! > 5) idx.push(i);
  if (idx.length === 0) return 0;
  const ch = (i: number, s: number) => (hist.colours[i]! >> s) & 255;
  idx.sort(
    (a, b) =>
      hist.counts[a]! - hist.counts[b]! ||
      ch(a, 0) - ch(b, 0) ||
      ch(a, 8) - ch(b, 8) ||
      ch(a, 16) - ch(b, 16),
  );
  const cr: number[] = [],
    cg: number[] = [],
    cb: number[] = [],
    cn: number[] = [],
    size: number[] = [];
  const grid = new Map<number, number[]>();
  const cell = (r: number, g: number, b: number) => ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
  const add = (r: number, g: number, b: number, n: number) => {
    const id = cr.length;
    cr.push(r);
    cg.push(g);
    cb.push(b);
    cn.push(n);
    size.push(1);
    const key = cell(r, g, b);
    const list = grid.get(key);
    if (list) list.push(id);
    else grid.set(key, [id]);
  };
  const first = idx[0]!;
  add(ch(first, 16), ch(first, 8), ch(first, 0), hist.counts[first]!);
  for (let k = idx.length - 1; k >= 0; k--) {
    const i = idx[k]!;
    const r = ch(i, 16),
      g = ch(i, 8),
      b = ch(i, 0),
      n = hist.counts[i]!;
    let best = -1;
    const r0 = r >> 2,
      g0 = g >> 2,
      b0 = b >> 2;
    for (let dr = -1; dr <= 1; dr++)
      for (let dg = -1; dg <= 1; dg++)
        for (let db = -1; db <= 1; db++) {
          const rr = r0 + dr,
            gg = g0 + dg,
            bb = b0 + db;
          if (rr < 0 || gg < 0 || bb < 0 || rr > 63 || gg > 63 || bb > 63) continue;
          const list = grid.get((rr << 12) | (gg << 6) | bb);
          if (!list) continue;
          for (const c of list) {
            if (best !== -1 && c > best) continue;
            const d = Math.hypot(r - cr[c]!, g - cg[c]!, b - cb[c]!);
            if (d <= 3) best = c;
          }
        }
    if (best === -1) {
      add(r, g, b, n);
      continue;
    }
    const total = cn[best]! + n;
    const oldKey = cell(cr[best]!, cg[best]!, cb[best]!);
    cr[best] = Math.trunc((r * n + cr[best]! * cn[best]!) / total);
    cg[best] = Math.trunc((g * n + cg[best]! * cn[best]!) / total);
    cb[best] = Math.trunc((b * n + cb[best]! * cn[best]!) / total);
    cn[best] = total;
    size[best]!++;
    const newKey = cell(cr[best]!, cg[best]!, cb[best]!);
    if (newKey !== oldKey) {
      const list = grid.get(oldKey)!;
      list.splice(list.indexOf(best), 1);
      const to = grid.get(newKey);
      if (to) to.push(best);
      else grid.set(newKey, [best]);
    }
  }
  return size.filter((s) => s > 5).length;
}

export interface PaletteColour {
  hex: string;
  share: number;
}

/**
 * Dominant palette: colours quantised to 4 bits per channel (so JPEG noise merges), each bin reported
 * by its mean colour, covering at least `minShare` of the pixels, largest first.
 */
export function dominantPalette({ data }: RgbImage, minShare = 0.005): PaletteColour[] {
  const bins = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  for (let i = 0; i < data.length; i += 3) {
    const bin = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
    bins[bin]!++;
    sums[bin * 3]! += data[i]!;
    sums[bin * 3 + 1]! += data[i + 1]!;
    sums[bin * 3 + 2]! += data[i + 2]!;
  }
  const pixels = data.length / 3;
  const out: PaletteColour[] = [];
  for (let bin = 0; bin < 4096; bin++) {
    const n = bins[bin]!;
    if (n === 0 || n < minShare * pixels) continue;
    const hex = [0, 1, 2]
      .map((j) =>
        Math.round(sums[bin * 3 + j]! / n)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('');
    out.push({ hex: `#${hex}`, share: n / pixels });
  }
  return out.sort((a, b) => b.share - a.share || a.hex.localeCompare(b.hex));
}
