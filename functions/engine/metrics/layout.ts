/**
 * Layout structure from the Canny edge map: text lines and visual blocks by run-length smoothing
 * (RLSA, Wong, Casey & Wahl 1982, the classic document-segmentation step), then connected components.
 * From the text lines and blocks of the first screen: alignment (how many neighbouring elements share
 * no edge or centre line — grid regularity in the sense of Ngo et al. 2003 and AIM's grid-quality
 * metric m21); from the blocks, size variety.
 * From the edge map: where detail concentrates (focus, the densest grid cell; Rosenholtz et al. 2005
 * on clutter and saliency).
 */
import { type Box, unionBox } from '../image';

/** Connected components (8-connected) of a binary mask: bounding boxes and pixel counts. */
export function components(mask: Uint8Array, w: number, h: number): (Box & { pixels: number })[] {
  const labels = new Int32Array(w * h);
  const parent: number[] = [0];
  const find = (a: number) => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]!]!;
      a = parent[a]!;
    }
    return a;
  };
  const union = (a: number, b: number) => {
    const ra = find(a),
      rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (!mask[p]) continue;
      let label = 0;
      const neighbours = [
        x > 0 ? labels[p - 1]! : 0,
        y > 0 && x > 0 ? labels[p - w - 1]! : 0,
        y > 0 ? labels[p - w]! : 0,
        y > 0 && x + 1 < w ? labels[p - w + 1]! : 0,
      ];
      for (const n of neighbours) {
        if (!n) continue;
        if (!label) label = n;
        else if (n !== label) union(label, n);
      }
      if (!label) {
        label = parent.length;
        parent.push(label);
      }
      labels[p] = label;
    }
  }
  const boxes = new Map<number, { x0: number; y0: number; x1: number; y1: number; pixels: number }>();
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = labels[y * w + x]!;
      if (!l) continue;
      const r = find(l);
      const b = boxes.get(r);
      if (!b) boxes.set(r, { x0: x, y0: y, x1: x, y1: y, pixels: 1 });
      else {
        if (x < b.x0) b.x0 = x;
        if (x > b.x1) b.x1 = x;
        if (y > b.y1) b.y1 = y;
        b.pixels++;
      }
    }
  }
  return [...boxes.values()].map((b) => ({
    x: b.x0,
    y: b.y0,
    width: b.x1 - b.x0 + 1,
    height: b.y1 - b.y0 + 1,
    pixels: b.pixels,
  }));
}

/** Horizontal run-length smoothing: fills gaps of at most `gap` px between set pixels in each row. */
function smoothRows(mask: Uint8Array, w: number, h: number, gap: number): Uint8Array {
  const out = mask.slice();
  for (let y = 0; y < h; y++) {
    let last = -1;
    for (let x = 0; x < w; x++) {
      if (!mask[y * w + x]) continue;
      if (last >= 0 && x - last - 1 <= gap) out.fill(1, y * w + last + 1, y * w + x);
      last = x;
    }
  }
  return out;
}

/** A line of text found in the pixels: its box and the share of its box that is edge pixels. */
export interface TextLine extends Box {
  fill: number;
}

/**
 * A short line: at most ~4 words at its own height (a button, tag, input or navigation label, not
 * running text). The candidates for button labels (measure.ts) and for OCR's short lines (critic.ts).
 */
export const isShortLine = (line: Box) => line.width < 12 * line.height;

/**
 * Text lines: edges smoothed along rows (gaps up to ~0.7% of the width merge letters into words and
 * words into lines, but not lines into paragraphs), then components shaped like text: 6–90 px tall,
 * edge fill 10–70% (less for large type), words of large type joined into lines, and finally at least
 * twice as wide as tall (glyph strokes in a row, unlike photos or solid shapes).
 */
export function textLines(edges: Uint8Array, w: number, h: number): TextLine[] {
  const gap = Math.max(4, Math.round(w * 0.007));
  const boxes = components(smoothRows(edges, w, h, gap), w, h);
  const candidates: TextLine[] = [];
  for (const b of boxes) {
    if (b.height < 6 || b.height > 90 || b.width < 4) continue;
    let n = 0;
    for (let y = b.y; y < b.y + b.height; y++)
      for (let x = b.x; x < b.x + b.width; x++) n += edges[y * w + x]!;
    const fill = n / (b.width * b.height);
    // Large type is mostly stroke interior: its edge fill falls with size.
    const minFill = b.height > 24 ? Math.max(0.04, (0.1 * 24) / b.height) : 0.1;
    if (fill < minFill || fill > 0.7) continue;
    candidates.push({ x: b.x, y: b.y, width: b.width, height: b.height, fill });
  }
  const merged = mergeWords(candidates).filter((l) => l.width >= 2 * l.height);
  // A button's outline smooths into a box around its label: keep the label, drop the container.
  const contains = (o: Box, l: Box) =>
    o !== l && l.x >= o.x && l.y >= o.y && l.x + l.width <= o.x + o.width && l.y + l.height <= o.y + o.height;
  return merged.filter((o) => !merged.some((l) => contains(o, l))).sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * Joins words of large text into lines: the row smoothing gap is sized for body text, so a 64-px
 * headline falls apart at its word spaces. Boxes on the same line (vertical overlap ≥ 60% of the
 * smaller, heights within 2×) closer than 0.9× their height are merged, left to right.
 */
function mergeWords(lines: TextLine[]): TextLine[] {
  const sorted = [...lines].sort((a, b) => a.x - b.x || a.y - b.y);
  const out: TextLine[] = [];
  for (const l of sorted) {
    const host = out.find((o) => {
      const overlap = Math.min(o.y + o.height, l.y + l.height) - Math.max(o.y, l.y);
      const hMin = Math.min(o.height, l.height),
        hMax = Math.max(o.height, l.height);
      const gap = l.x - (o.x + o.width);
      return overlap >= 0.6 * hMin && hMax <= 2 * hMin && gap >= -2 && gap <= 0.9 * hMax;
    });
    if (!host) {
      out.push({ ...l });
      continue;
    }
    const x1 = Math.max(host.x + host.width, l.x + l.width),
      y1 = Math.max(host.y + host.height, l.y + l.height);
    const inkHost = host.fill * host.width * host.height,
      inkLine = l.fill * l.width * l.height;
    host.x = Math.min(host.x, l.x);
    host.y = Math.min(host.y, l.y);
    host.width = x1 - host.x;
    host.height = y1 - host.y;
    host.fill = (inkHost + inkLine) / (host.width * host.height);
  }
  return out;
}

/** Visual blocks: edges on a 4-px cell grid, smoothed 6 cells along rows and 3 down columns. */
export function visualBlocks(edges: Uint8Array, w: number, h: number): Box[] {
  const C = 4;
  const cw = Math.ceil(w / C),
    ch = Math.ceil(h / C);
  const cells = new Uint8Array(cw * ch);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (edges[y * w + x]) cells[((y / C) | 0) * cw + ((x / C) | 0)] = 1;
  const rows = smoothRows(cells, cw, ch, 6);
  // Column smoothing by transposing.
  const t = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) for (let x = 0; x < cw; x++) t[x * ch + y] = rows[y * cw + x]!;
  const cols = smoothRows(t, ch, cw, 3);
  const back = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) for (let x = 0; x < cw; x++) back[y * cw + x] = cols[x * ch + y]!;
  return components(back, cw, ch)
    .filter((b) => b.width * b.height >= 12 && b.width >= 3 && b.height >= 2)
    .map((b) => ({ x: b.x * C, y: b.y * C, width: b.width * C, height: b.height * C }));
}

export interface Alignment {
  /** Neighbouring element pairs (stacked or side by side) that share no edge or centre line. */
  misalignedPairs: number;
  /** Share of the neighbouring pairs that are misaligned (0 when there are none). */
  misalignedShare: number;
  /** The most clearly misaligned pair, both boxes together: the evidence for the two facts above. */
  worstPair?: Box;
  /** Distinct block widths (8-px bins). */
  blockSizeKinds: number;
}

const right = (b: Box) => b.x + b.width;
const bottom = (b: Box) => b.y + b.height;
const intersects = (a: Box, b: Box) =>
  Math.min(right(a), right(b)) > Math.max(a.x, b.x) && Math.min(bottom(a), bottom(b)) > Math.max(a.y, b.y);

/**
 * Grid alignment of the first screen, judged the way a designer checks it: neighbouring elements line
 * up. The elements are the text lines and the visual blocks that hold no text (pictures, icons,
 * boxes); a block around text lines is their container and is judged through them. Each element is
 * paired with its nearest neighbour below (overlapping it horizontally, at most twice the smaller
 * height away: further apart they read as separate groups, by proximity) and its nearest neighbour
 * to the right (overlapping at least half of the taller one's height: the same row). A stacked pair
 * is aligned when it shares a left edge, a right edge or a centre line; a row pair when it shares a
 * top, a bottom or a centre line (Ngo et al. 2003's alignment and grid regularity, with shared
 * centres and rows; AIM m21). Tolerance: 4 px at 1200 px width, one cell of the block grid.
 */
export function alignment(blocks: Box[], lines: Box[], width: number, viewportRows: number): Alignment {
  const big = blocks.filter((b) => b.width >= width * 0.02);
  const widths = new Set(big.map((b) => Math.round(b.width / 8)));
  const elements = [
    ...lines,
    ...big.filter((b) => bottom(b) <= viewportRows && !lines.some((l) => intersects(l, b))),
  ];
  const tol = Math.max(4, width / 300);
  let pairs = 0,
    misaligned = 0,
    worstOffset = 0;
  let worstPair: Box | undefined;
  const judge = (a: Box, b: Box, offsets: number[]) => {
    pairs++;
    const offset = Math.min(...offsets);
    if (offset <= tol) return;
    misaligned++;
    if (offset > worstOffset) {
      worstOffset = offset;
      worstPair = unionBox(a, b);
    }
  };
  for (const a of elements) {
    let below: Box | undefined,
      belowGap = Infinity,
      beside: Box | undefined,
      besideGap = Infinity;
    for (const b of elements) {
      if (b === a || intersects(a, b)) continue;
      const hOverlap = Math.min(right(a), right(b)) - Math.max(a.x, b.x);
      const vOverlap = Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y);
      if (hOverlap > 0 && b.y >= bottom(a) - tol && b.y - bottom(a) < belowGap) {
        belowGap = b.y - bottom(a);
        below = b;
      }
      if (
        vOverlap >= 0.5 * Math.max(a.height, b.height) &&
        b.x >= right(a) - tol &&
        b.x - right(a) < besideGap
      ) {
        besideGap = b.x - right(a);
        beside = b;
      }
    }
    if (below && belowGap <= 2 * Math.min(a.height, below.height))
      judge(a, below, [
        Math.abs(a.x - below.x),
        Math.abs(right(a) - right(below)),
        Math.abs(a.x + right(a) - below.x - right(below)) / 2,
      ]);
    if (beside)
      judge(a, beside, [
        Math.abs(a.y - beside.y),
        Math.abs(bottom(a) - bottom(beside)),
        Math.abs(a.y + bottom(a) - beside.y - bottom(beside)) / 2,
      ]);
  }
  return {
    misalignedPairs: misaligned,
    misalignedShare: pairs ? misaligned / pairs : 0,
    ...(worstPair && { worstPair }),
    blockSizeKinds: widths.size,
  };
}

/** Edge density per cell of a cols × rows grid. */
export function gridDensity(edges: Uint8Array, w: number, h: number, cols: number, rows: number) {
  const counts = new Float64Array(cols * rows);
  const areas = new Float64Array(cols * rows);
  const colOf = new Int32Array(w);
  for (let x = 0; x < w; x++) colOf[x] = Math.min(cols - 1, Math.floor((x * cols) / w));
  for (let y = 0; y < h; y++) {
    const base = Math.min(rows - 1, Math.floor((y * rows) / h)) * cols;
    for (let x = 0, p = y * w; x < w; x++, p++) {
      const c = base + colOf[x]!;
      counts[c]! += edges[p]!;
      areas[c]!++;
    }
  }
  const density = Array.from(counts, (c, i) => (areas[i] ? c / areas[i]! : 0));
  return { density, box: (i: number) => gridCell(i, w, h, cols, rows) };
}

/** Cell `i` (row-major) of a cols × rows grid over a w × h image. */
export function gridCell(i: number, w: number, h: number, cols: number, rows: number): Box {
  const cx = i % cols,
    cy = Math.floor(i / cols);
  const x0 = Math.ceil((cx * w) / cols),
    x1 = Math.ceil(((cx + 1) * w) / cols);
  const y0 = Math.ceil((cy * h) / rows),
    y1 = Math.ceil(((cy + 1) * h) / rows);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Focus: coefficient of variation of edge density over a 4×4 grid. Near 0, detail is spread evenly (no
 * focal point); larger, detail clusters and leaves calm areas around it.
 */
export function focus(edges: Uint8Array, w: number, h: number): number {
  const { density } = gridDensity(edges, w, h, 4, 4);
  const mean = density.reduce((a, b) => a + b, 0) / density.length;
  if (mean === 0) return 0;
  const sd = Math.sqrt(density.reduce((a, d) => a + (d - mean) ** 2, 0) / density.length);
  return sd / mean;
}

/**
 * The busiest cell of an 8×6 grid: where the clutter is, for evidence. Any 0/1 mask works (edges,
 * crowded contour pixels).
 */
export function densestCell(edges: Uint8Array, w: number, h: number): { value: number; box: Box } {
  const { density, box } = gridDensity(edges, w, h, 8, 6);
  let best = 0;
  for (let i = 1; i < density.length; i++) if (density[i]! > density[best]!) best = i;
  return { value: density[best]!, box: box(best) };
}

/**
 * Rectilinearity: share of edge pixels lying on straight horizontal or vertical runs of at least
 * `minRun` px. Interfaces are built from axis-aligned boxes, rules and text baselines; photographs
 * rarely have long perfectly straight axis-aligned contours. Used by content validation.
 */
export function rectilinearity(edges: Uint8Array, w: number, h: number, minRun = 24): number {
  const onLine = new Uint8Array(w * h);
  let total = 0;
  for (let y = 0; y < h; y++) {
    let start = -1;
    for (let x = 0; x <= w; x++) {
      const on = x < w && edges[y * w + x] === 1;
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start >= minRun) onLine.fill(1, y * w + start, y * w + x);
        start = -1;
      }
    }
  }
  for (let x = 0; x < w; x++) {
    let start = -1;
    for (let y = 0; y <= h; y++) {
      const on = y < h && edges[y * w + x] === 1;
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start >= minRun) for (let k = start; k < y; k++) onLine[k * w + x] = 1;
        start = -1;
      }
    }
  }
  let lined = 0;
  for (let i = 0; i < edges.length; i++) {
    total += edges[i]!;
    lined += onLine[i]!;
  }
  return total ? lined / total : 0;
}
