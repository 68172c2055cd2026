/**
 * Pictures: photographs, video stills and other shaded imagery on a screenshot, found so that each
 * can be treated as one element rather than as texture. An interface is built from flat fills and
 * crisp edges: almost every pixel equals its neighbours or lies within two pixels of a strong edge
 * (≥ 48 grey levels across two pixels), anti-aliased and JPEG-ringing text included. A photograph is
 * soft shading: its pixels change a little (4–47 levels) far from any strong edge, and they curve
 * (second difference ≥ 3), where a CSS gradient is locally linear. A 16-px cell is picture-like when
 * at least 12 % of its pixels are such texture, unless a flat fill covers 40 % of it (marks on a
 * background) or more than 15 % of it is strong edges (a tiled pattern, small print). A picture is a
 * connected group of picture-like cells, after closing one-cell gaps (flat sky or shadow inside a
 * photo), of at least 16 cells (about 64 × 64 px at 1200 px wide).
 *
 * Measured on the 100 Calista home pages and the archetypes (docs/engine.md, "Pictures").
 */
import type { Box, RgbImage } from '../image';

/** Cell size in pixels of the screenshot the engine measures (1200 px wide after normalisation). */
export const PICTURE_CELL = 16;
/** Soft gradient range (|Δx| + |Δy| over two pixels, grey levels): shading, not flat and not an edge. */
const SOFT_MIN = 4;
const STRONG = 48;
/** Second difference (x plus y, grey levels) above which a soft pixel is texture, not a gradient. */
const TEXTURE = 3;
/** Share of soft pixels that makes a cell picture-like. */
const CELL_SOFT_SHARE = 0.12;
/** A cell whose grey level is within ±2 of its mode over this share is a flat fill with marks on it. */
const MAX_MODAL = 0.4;
/** Share of a cell's pixels on strong edges above which it is a pattern, not a picture. */
const MAX_EDGES = 0.15;
/** Smallest picture, in cells (16 cells ≈ 64 × 64 px): smaller soft patches are icons or noise. */
const MIN_CELLS = 16;

export interface Picture extends Box {
  /** Cells of the picture (after closing). */
  cells: number;
}

export interface Pictures {
  pictures: Picture[];
  /** Cell grid: 1 where a picture is (after closing, only cells of kept pictures). */
  mask: Uint8Array;
  /** The cells of each picture, in the order of `pictures`. */
  members: number[][];
  cols: number;
  rows: number;
  /** Share of the screenshot's cells inside pictures. */
  share: number;
}

function softCells(gray: Uint8Array, w: number, h: number) {
  const cols = Math.floor(w / PICTURE_CELL),
    rows = Math.floor(h / PICTURE_CELL);
  // Strong-edge neighbourhood: a row pass then a column pass of a 5-px dilation.
  const strong = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1, p = y * w + 1; x < w - 1; x++, p++) {
      const m = Math.abs(gray[p + 1]! - gray[p - 1]!) + Math.abs(gray[p + w]! - gray[p - w]!);
      strong[p] = m >= STRONG ? 2 : m >= SOFT_MIN ? 1 : 0;
    }
  }
  const nearRow = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (strong[row + x] !== 2) continue;
      for (let dx = Math.max(0, x - 2); dx <= Math.min(w - 1, x + 2); dx++) nearRow[row + dx] = 1;
    }
  }
  const cellSoft = new Float32Array(cols * rows);
  const hist = new Uint16Array(256);
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      let soft = 0,
        edges = 0;
      hist.fill(0);
      for (let y = cy * PICTURE_CELL; y < (cy + 1) * PICTURE_CELL; y++) {
        for (let x = cx * PICTURE_CELL; x < (cx + 1) * PICTURE_CELL; x++) {
          const p = y * w + x;
          hist[gray[p]!]!++;
          if (strong[p] === 2) edges++;
          if (strong[p] !== 1) continue;
          let near = false;
          for (let dy = -2; dy <= 2 && !near; dy++) {
            const yy = y + dy;
            if (yy >= 0 && yy < h && nearRow[yy * w + x]) near = true;
          }
          if (near || x === 0 || y === 0 || x === w - 1 || y === h - 1) continue;
          // Texture, not a drawn gradient: a CSS gradient is locally linear (its second difference
          // is JPEG noise), shading and detail in a photograph are not.
          const curve =
            Math.abs(gray[p - 1]! - 2 * gray[p]! + gray[p + 1]!) +
            Math.abs(gray[p - w]! - 2 * gray[p]! + gray[p + w]!);
          if (curve >= TEXTURE) soft++;
        }
      }
      // A flat background under at least MAX_MODAL of the cell: text or an interface on a fill.
      let mode = 0;
      for (let v = 1; v < 256; v++) if (hist[v]! > hist[mode]!) mode = v;
      let modal = 0;
      for (let v = Math.max(0, mode - 2); v <= Math.min(255, mode + 2); v++) modal += hist[v]!;
      // Many sharp edges in one cell is a pattern or small print (a tiled background), not a photo.
      const n = PICTURE_CELL * PICTURE_CELL;
      cellSoft[cy * cols + cx] = modal >= MAX_MODAL * n || edges > MAX_EDGES * n ? 0 : soft / n;
    }
  }
  return { cellSoft, cols, rows };
}

/** Binary closing (dilate, then erode) of a cell grid with a 3×3 square. */
function close(mask: Uint8Array, cols: number, rows: number): Uint8Array {
  const morph = (src: Uint8Array, dilate: boolean) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        let any = false,
          all = true;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const yy = y + dy,
              xx = x + dx;
            // Outside the grid counts as set for erosion, so pictures touching the edge keep their rim.
            const v = yy < 0 || yy >= rows || xx < 0 || xx >= cols ? (dilate ? 0 : 1) : src[yy * cols + xx]!;
            if (v) any = true;
            else all = false;
          }
        }
        out[y * cols + x] = (dilate ? any : all) ? 1 : 0;
      }
    }
    return out;
  };
  return morph(morph(mask, true), false);
}

/** The pictures on a screenshot (see the file comment). `gray` is its PIL-style grey plane. */
export function findPictures(img: Pick<RgbImage, 'width' | 'height'>, gray: Uint8Array): Pictures {
  const { width: w, height: h } = img;
  const { cellSoft, cols, rows } = softCells(gray, w, h);
  const raw = new Uint8Array(cols * rows);
  for (let i = 0; i < raw.length; i++) raw[i] = cellSoft[i]! >= CELL_SOFT_SHARE ? 1 : 0;
  const closed = close(raw, cols, rows);
  // 4-connected components of the closed grid.
  const label = new Int32Array(cols * rows).fill(-1);
  const mask = new Uint8Array(cols * rows);
  const found: { picture: Picture; members: number[] }[] = [];
  let covered = 0;
  const stack: number[] = [];
  for (let start = 0; start < closed.length; start++) {
    if (!closed[start] || label[start] !== -1) continue;
    const members: number[] = [];
    label[start] = start;
    stack.push(start);
    while (stack.length) {
      const c = stack.pop()!;
      members.push(c);
      const x = c % cols;
      for (const n of [x > 0 ? c - 1 : -1, x + 1 < cols ? c + 1 : -1, c - cols, c + cols]) {
        if (n >= 0 && n < closed.length && closed[n] && label[n] === -1) {
          label[n] = start;
          stack.push(n);
        }
      }
    }
    if (members.length < MIN_CELLS) continue;
    let x0 = cols,
      y0 = rows,
      x1 = 0,
      y1 = 0;
    for (const c of members) {
      const x = c % cols,
        y = (c - x) / cols;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      mask[c] = 1;
    }
    covered += members.length;
    found.push({
      picture: {
        x: x0 * PICTURE_CELL,
        y: y0 * PICTURE_CELL,
        width: (x1 - x0 + 1) * PICTURE_CELL,
        height: (y1 - y0 + 1) * PICTURE_CELL,
        cells: members.length,
      },
      members,
    });
  }
  found.sort((a, b) => b.picture.cells - a.picture.cells);
  return {
    pictures: found.map((f) => f.picture),
    members: found.map((f) => f.members),
    mask,
    cols,
    rows,
    share: cols * rows ? covered / (cols * rows) : 0,
  };
}

/**
 * A row's side margins (outer eighths) are in a picture when one is at least this much picture and
 * the other at least half as much (a wallpaper's tiles do not line up with the margins).
 */
const SIDE = 0.5;
/** The middle half at most this much picture, in a framed row: a content column on the ground. */
const FRAME_MIDDLE = 1 / 3;
/** The middle half at least this much picture: all picture (a hero, or the wallpaper below the content). */
const FULL_MIDDLE = 0.9;
/** Side pictures are a backdrop when they frame a content column in this share of their open rows… */
const BACKDROP_FRAMED_ROWS = 0.6;
/** …and in at least this share of all its rows. */
const BACKDROP_MIN_ROWS = 1 / 3;

/**
 * Per cell row: are both side margins in the picture (`sides`), with the middle half mostly not
 * (`framed`: a content column on a picture ground), or all picture (`full`)?
 */
function marginRows(p: Pictures, isSet: (cell: number) => boolean, firstRow: number, rows: number) {
  const side = Math.max(1, Math.floor(p.cols / 8));
  const mid0 = Math.floor(p.cols / 4),
    mid1 = Math.ceil((3 * p.cols) / 4);
  const share = (row: number, x0: number, x1: number) => {
    let n = 0;
    for (let x = x0; x < x1; x++) if (isSet(row * p.cols + x)) n++;
    return n / Math.max(1, x1 - x0);
  };
  return Array.from({ length: rows }, (_, i) => {
    const r = firstRow + i;
    const left = share(r, 0, side),
      right = share(r, p.cols - side, p.cols);
    const sides = Math.max(left, right) >= SIDE && Math.min(left, right) >= SIDE / 2;
    const middle = share(r, mid0, mid1);
    return { sides, framed: sides && middle <= FRAME_MIDDLE, full: middle >= FULL_MIDDLE };
  });
}

/**
 * The pictures that are a backdrop behind the page rather than pictures on it. The pictures touching
 * the screenshot's left or right edge, taken together, are a backdrop when they frame a content column
 * (both side margins picture, the middle half mostly not) in at least 60 % of their rows with both
 * margins in a picture and the middle not all picture (rows that are all picture could be a hero or
 * the wallpaper below a short page), and in a third of all their rows (a busy collage hero behind a
 * centred headline frames it in 27 %). A flame, starfield or marble wallpaper behind a centred table
 * has soft shading the cells find as pictures all the way down both margins (one picture, or one per
 * margin when the column runs the full height); a full-bleed hero photograph fills its middle too,
 * and a photo beside text fills one side only.
 */
export function backdrops(p: Pictures): boolean[] {
  const right = p.cols * PICTURE_CELL;
  const atEdge = p.pictures.map((q) => q.x === 0 || q.x + q.width >= right - PICTURE_CELL);
  const union = new Uint8Array(p.mask.length);
  let y0 = p.rows,
    y1 = -1;
  p.members.forEach((cells, i) => {
    if (!atEdge[i]) return;
    for (const c of cells) union[c] = 1;
    y0 = Math.min(y0, p.pictures[i]!.y / PICTURE_CELL);
    y1 = Math.max(y1, (p.pictures[i]!.y + p.pictures[i]!.height) / PICTURE_CELL);
  });
  if (y1 <= y0) return atEdge.map(() => false);
  const rows = y1 - y0;
  const margins = marginRows(p, (cell) => union[cell] === 1, y0, rows);
  const framed = margins.filter((r) => r.framed).length;
  const open = margins.filter((r) => r.sides && !r.full).length;
  const backdrop = framed >= BACKDROP_FRAMED_ROWS * open && framed >= BACKDROP_MIN_ROWS * rows;
  return atEdge.map((edge) => backdrop && edge);
}

/** Pictures are the page's ground when their boxes cover at least this share of the first screen… */
const GROUND_SCREEN = 0.7;
/** …and this share of the first screen's text (by line width) lies on them. */
const GROUND_TEXT = 0.93;

/**
 * The pictures the first screen's text is set on: a photograph (a galaxy, a pasture, clouds, fire,
 * dark wood) behind the whole screen with every line of text on it is the page's ground, not a
 * picture on the page; a tiled photograph is found as several pictures, so they count together, and
 * those holding text are the ground. A hero photograph leaves some text off it (a navigation bar, the
 * content below) or holds its text on a card: on the 100 Calista top sites pictures cover at most 66 %
 * of the first screen, and where they cover half of it they hold at most 90 % of the text; on the
 * blind pages, the 16 that pass both are fan sites, forums and 1990s home pages on photograph
 * backgrounds, and one restaurant on a wood photograph.
 */
function pictureGrounds(
  p: Pictures,
  pixelRows: number,
  lines: readonly Box[],
  isBackdrop: boolean[],
): boolean[] {
  const none = p.pictures.map(() => false);
  const screen = p.cols * PICTURE_CELL * pixelRows;
  const text = lines.reduce((a, l) => a + l.width, 0);
  if (screen === 0 || text === 0) return none;
  const holder = (l: Box) =>
    p.pictures.findIndex((q, i) => {
      const cx = l.x + l.width / 2,
        cy = l.y + l.height / 2;
      return !isBackdrop[i] && cx >= q.x && cx < q.x + q.width && cy >= q.y && cy < q.y + q.height;
    });
  const area = p.pictures.reduce(
    (a, q, i) => a + (isBackdrop[i] ? 0 : q.width * Math.max(0, Math.min(q.y + q.height, pixelRows) - q.y)),
    0,
  );
  const holders = lines.map(holder);
  const on = lines.reduce((a, l, i) => a + (holders[i]! >= 0 ? l.width : 0), 0);
  if (area < GROUND_SCREEN * screen || on < GROUND_TEXT * text) return none;
  return p.pictures.map((_, i) => holders.includes(i));
}

/**
 * The first screen's pictures split into what is on the page (`focal`: the share of its cells in
 * pictures that are not backdrops, a focal point people like) and `backdrop`: the share of its cell
 * rows whose both side margins are a backdrop (a textured ground). A picture the screen's text is set
 * on (pictureGrounds) is a backdrop too.
 */
export function firstScreenPictures(
  p: Pictures,
  pixelRows: number,
  lines: readonly Box[] = [],
): { focal: number; backdrop: number } {
  const rows = Math.min(p.rows, Math.ceil(pixelRows / PICTURE_CELL));
  if (rows * p.cols === 0) return { focal: 0, backdrop: 0 };
  const framing = backdrops(p);
  const grounds = pictureGrounds(p, pixelRows, lines, framing);
  const isBackdrop = framing.map((b, i) => b || grounds[i]!);
  const behind = new Uint8Array(p.mask.length);
  p.members.forEach((cells, i) => {
    if (isBackdrop[i]) for (const c of cells) behind[c] = 1;
  });
  let focal = 0;
  for (let i = 0; i < rows * p.cols; i++) if (p.mask[i] && !behind[i]) focal++;
  const sides = marginRows(p, (cell) => behind[cell] === 1, 0, rows).filter((r) => r.sides);
  return { focal: focal / (rows * p.cols), backdrop: sides.length / rows };
}

/**
 * A copy of the screenshot with every picture replaced by one flat tile of its mean colour: what the
 * clutter, density and palette measures should see, a picture being one element, not texture.
 */
export function flattenPictures(img: RgbImage, p: Pictures): RgbImage {
  if (p.pictures.length === 0) return img;
  const { width: w, data: src } = img;
  const data = src.slice();
  /** Index (× 3) of a cell's first pixel: its rows follow at steps of the image width. */
  const origin = (c: number) => (Math.floor(c / p.cols) * w + (c % p.cols)) * PICTURE_CELL * 3;
  for (const members of p.members) {
    let r = 0,
      g = 0,
      b = 0;
    for (const c of members)
      for (let row = 0, i0 = origin(c); row < PICTURE_CELL; row++, i0 += w * 3)
        for (let i = i0; i < i0 + PICTURE_CELL * 3; i += 3) {
          r += src[i]!;
          g += src[i + 1]!;
          b += src[i + 2]!;
        }
    const n = members.length * PICTURE_CELL * PICTURE_CELL;
    const mean = [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
    for (const c of members)
      for (let row = 0, i0 = origin(c); row < PICTURE_CELL; row++, i0 += w * 3)
        for (let i = i0; i < i0 + PICTURE_CELL * 3; i += 3) data.set(mean, i);
  }
  return { width: img.width, height: img.height, data };
}

/**
 * Contour congestion of what lies outside the pictures: the congested share of the contour pixels
 * that are not in a picture cell (metrics/contour-congestion.ts gives the maps).
 */
export function outsidePictures(
  congestion: { value: number; contours: Uint8Array; congested: Uint8Array },
  p: Pictures,
  width: number,
): number {
  if (p.pictures.length === 0) return congestion.value;
  let contours = 0,
    congested = 0;
  const { contours: c, congested: k } = congestion;
  for (let i = 0; i < c.length; i++) {
    if (!c[i]) continue;
    const x = i % width,
      y = (i - x) / width;
    const cx = Math.min(p.cols - 1, Math.floor(x / PICTURE_CELL)),
      cy = Math.min(p.rows - 1, Math.floor(y / PICTURE_CELL));
    if (p.mask[cy * p.cols + cx]) continue;
    contours++;
    congested += k[i]!;
  }
  return contours ? congested / contours : 0;
}
