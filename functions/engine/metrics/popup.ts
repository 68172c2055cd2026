/**
 * A pop-up dialog over a dimmed page (a modal with its scrim): one floating box holds the only
 * full-brightness pixels of the first screen, and everything around it is darkened, so even the
 * page's own white sits well below the box's white. Pop-ups on arrival are among the most disliked
 * web patterns (Nielsen Norman Group, "The Most Hated Online Advertising Techniques", 2017): they
 * cover the content the visitor came for and demand a decision first.
 *
 * Luminance is BT.601 luma on 0–255 (PIL's `convert('L')`); "full brightness" is within 10 levels of
 * the 99.5th percentile (JPEG noise). Bright 8×8 cells (half their pixels bright) are grouped into
 * connected components; a component is a dialog when its bounding box is at least half bright cells
 * and floats (touches no edge of the screen: a full-width banner or hero band is not a dialog), and
 * the screen shows dialogs when, outside all of them, under 0.5% of the pixels reach full brightness
 * while the 99th percentile stays under 85% of it (a scrim, not a light-grey page with white cards).
 * A pile of dialogs on one scrim is the pop-up maze: the page is out of reach until each is dismissed.
 * A consent banner docked along the bottom edge over the same scrim (a cookie wall) is above the
 * scrim too, not part of the dimmed page: it counts as one more pop-up.
 */
import { grayscale, type Box, type RgbImage } from '../image';
import { components } from './layout';

const CELL = 8;

/** The smallest dialog counted: 1% of the screen (a notification prompt, a sign-in card). */
const MIN_DIALOG = 0.01;
/** Bright pieces smaller than this share of the screen (the white inside letters) are not dialogs. */
const MIN_PIECE = 0.002;

/** A cell is partly bright (text on a dialog's white, its rim) from this share of bright pixels. */
const PARTLY = 0.15;
/** Outside the dialogs, the 99th percentile of luma stays under this share of the dialogs' white. */
const SCRIM = 0.85;

type Piece = Box & { pixels: number };

/** A pixel is near-neutral (white, grey, black) below this spread of its channels. */
const NEUTRAL_CHROMA = 40;
/** The outside's neutral pixels decide whether it is dimmed when they are at least this share of it. */
const MIN_NEUTRAL = 0.2;

/** A docked banner is at least this share of the screen's height (a cookie bar of two lines)… */
const MIN_BANNER = 0.04;
/** …and at most this share (a consent wall that leaves the top of the page in view). */
const MAX_BANNER = 0.45;
/** Rows of one banner share their commonest grey level within this many levels (of 255). */
const BANNER_TOLERANCE = 6;
/** The page above a banner differs from the banner's ground by at least this many levels. */
const BANNER_EDGE = 30;

/**
 * The band docked along the bottom edge whose rows share one ground (a cookie or consent bar),
 * as rows from `top` to the bottom, or none. Each row's commonest grey level (in steps of 4) is its
 * ground: a band's text and buttons leave the ground the commonest level of every row.
 */
function bottomBanner(luma: Uint8Array, w: number, h: number): { top: number } | undefined {
  const ground = (y: number) => {
    const counts = new Uint32Array(64);
    for (let x = 0, p = y * w; x < w; x++, p++) counts[luma[p]! >> 2]!++;
    let best = 0;
    for (let v = 1; v < 64; v++) if (counts[v]! > counts[best]!) best = v;
    return { level: best * 4 + 2, share: counts[best]! / w };
  };
  const bottom = ground(h - 1);
  if (bottom.share < 0.5) return undefined;
  // A line of dense text or a row of buttons can outvote the ground in a row or two: the band ends
  // only where a dozen rows in a row have another ground.
  let top = h - 1;
  for (let y = h - 2, misses = 0; y >= 0 && y > h * (1 - MAX_BANNER) - 1 && misses <= 12; y--) {
    if (Math.abs(ground(y).level - bottom.level) > BANNER_TOLERANCE) misses++;
    else {
      top = y;
      misses = 0;
    }
  }
  if (top <= h * (1 - MAX_BANNER)) return undefined;
  if (h - top < MIN_BANNER * h) return undefined;
  // The page a few rows above the band (a banner's shadow or rim blends into the first rows).
  if (Math.abs(ground(Math.max(0, top - CELL)).level - bottom.level) < BANNER_EDGE) return undefined;
  return { top };
}

/** A dialog's box is at least half bright cells. */
const isMostlyBright = (c: Piece) => c.pixels >= 0.5 * c.width * c.height;

/**
 * A toast laid over a dialog's corner joins their white into one shape that is mostly not white as a
 * box. Such a shape is pared from its sparsest edge until what is left is mostly white (the dialog);
 * what was pared off is searched again the same way (the toast).
 */
function splitOverlapping(cells: Uint8Array, cw: number, ch: number, piece: Piece, depth = 0): Piece[] {
  if (isMostlyBright(piece)) return [piece];
  if (depth >= 3) return [];
  const at = (x: number, y: number) => cells[y * cw + x]!;
  let { x, y, width, height } = piece;
  const count = (x0: number, y0: number, w: number, h: number) => {
    let n = 0;
    for (let j = y0; j < y0 + h; j++) for (let i = x0; i < x0 + w; i++) n += at(i, j);
    return n;
  };
  let pixels = count(x, y, width, height);
  while (width > 1 && height > 1 && pixels < 0.5 * width * height) {
    const edges = [
      { share: count(x, y, width, 1) / width, pare: () => (y++, height--) },
      { share: count(x, y + height - 1, width, 1) / width, pare: () => height-- },
      { share: count(x, y, 1, height) / height, pare: () => (x++, width--) },
      { share: count(x + width - 1, y, 1, height) / height, pare: () => width-- },
    ];
    edges.sort((a, b) => a.share - b.share)[0]!.pare();
    pixels = count(x, y, width, height);
  }
  const core: Piece = { x, y, width, height, pixels };
  const rest = new Uint8Array(cw * ch);
  for (let j = piece.y; j < piece.y + piece.height; j++)
    for (let i = piece.x; i < piece.x + piece.width; i++)
      if (at(i, j) && !(i >= x && i < x + width && j >= y && j < y + height)) rest[j * cw + i] = 1;
  const others = components(rest, cw, ch).filter((c) => c.pixels >= MIN_PIECE * cw * ch);
  return [core, ...others.flatMap((c) => splitOverlapping(rest, cw, ch, c, depth + 1))];
}

/**
 * Pieces whose boxes touch or overlap (within a cell) are one box when that box is still mostly
 * white: a dialog's headline or a form field splits its white into pieces, and two dialogs stacked
 * on each other are one pile.
 */
function mergeTouching(pieces: Piece[]): Piece[] {
  const out = pieces.map((p) => ({ ...p }));
  const touch = (a: Piece, b: Piece) =>
    a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = i + 1; j < out.length && !merged; j++) {
        const a = out[i]!,
          b = out[j]!;
        if (!touch(a, b)) continue;
        const x = Math.min(a.x, b.x),
          y = Math.min(a.y, b.y);
        const union = {
          x,
          y,
          width: Math.max(a.x + a.width, b.x + b.width) - x,
          height: Math.max(a.y + a.height, b.y + b.height) - y,
          pixels: a.pixels + b.pixels,
        };
        // A toast overlapping a dialog's corner is two boxes: their union is mostly not white.
        if (!isMostlyBright(union)) continue;
        out[i] = union;
        out.splice(j, 1);
        merged = true;
      }
  }
  return out;
}

/**
 * The dialogs' boxes, largest first, or none when the screen shows no pop-up over a dimmed page.
 * Several floating boxes may share one scrim (a newsletter modal, a notification prompt, a sign-in
 * card and a chat window at once): each counts when it covers at least 1% of the screen, the largest
 * at least 3%, all together at most 60%, and the screen outside all of them is dimmed. `luma` is the
 * image's `grayscale` plane when the caller already has it.
 */
export function popupDialogs(img: RgbImage, luma: Uint8Array = grayscale(img)): Box[] {
  const { width: w, height: h } = img;
  const n = w * h;
  if (n === 0) return [];
  const hist = new Uint32Array(256);
  for (let p = 0; p < n; p++) hist[luma[p]!]!++;
  const quantileFromTop = (counts: Uint32Array, total: number, share: number) => {
    let seen = 0;
    for (let v = 255; v > 0; v--) {
      seen += counts[v]!;
      if (seen >= share * total) return v;
    }
    return 0;
  };
  const bright = quantileFromTop(hist, n, 0.005) - 10;
  const cw = Math.floor(w / CELL),
    ch = Math.floor(h / CELL);
  const counts = new Uint16Array(cw * ch);
  for (let y = 0; y < ch * CELL; y++) {
    const row = ((y / CELL) | 0) * cw;
    for (let x = 0, p = y * w; x < cw * CELL; x++, p++)
      if (luma[p]! >= bright) counts[row + ((x / CELL) | 0)]!++;
  }
  const banner = bottomBanner(luma, w, h);
  // The banner's rows are not searched for dialogs: its buttons float inside it.
  const searchRows = banner ? Math.floor(banner.top / CELL) : ch;
  const cells = new Uint8Array(cw * ch);
  for (let c = 0; c < searchRows * cw; c++) if (2 * counts[c]! >= CELL * CELL) cells[c] = 1;
  const screen = cw * ch;
  const dialogs = mergeTouching(components(cells, cw, ch).filter((c) => c.pixels >= MIN_PIECE * screen))
    .flatMap((c) => splitOverlapping(cells, cw, ch, c))
    .filter(
      (c) =>
        (c.width * c.height) / screen >= MIN_DIALOG &&
        isMostlyBright(c) &&
        // Floats: touches no edge of the screen (a full-width banner or hero band is not a dialog).
        c.x > 0 &&
        c.y > 0 &&
        c.x + c.width < cw &&
        // (Resting on a docked banner is floating: the banner is an overlay too.)
        c.y + c.height < (banner ? searchRows + 1 : ch),
    )
    .sort((a, b) => b.pixels - a.pixels);
  const covered = dialogs.reduce((sum, c) => sum + c.width * c.height, 0) / screen;
  if (dialogs.length === 0 || (dialogs[0]!.width * dialogs[0]!.height) / screen < 0.03 || covered > 0.6)
    return [];
  const pieces = dialogs.map((c) => ({
    x: c.x * CELL,
    y: c.y * CELL,
    width: c.width * CELL,
    height: c.height * CELL,
  }));
  // One dialog's white is split into pieces by its headline or a field, and a dialog laid over
  // another touches it: pieces joined through cells that are partly bright (text on white, a rim)
  // are one pop-up. Separate dialogs have the scrim, with no bright pixel, between them.
  const partly = new Uint8Array(cw * ch);
  for (let c = 0; c < partly.length; c++) if (counts[c]! >= PARTLY * CELL * CELL) partly[c] = 1;
  const areas = components(partly, cw, ch).sort((a, b) => a.width * a.height - b.width * b.height);
  const groups = new Map<number, Box>();
  dialogs.forEach((c, k) => {
    const g = areas.findIndex(
      (a) => a.x <= c.x && a.y <= c.y && a.x + a.width >= c.x + c.width && a.y + a.height >= c.y + c.height,
    );
    const piece = pieces[k]!;
    const had = groups.get(g);
    if (!had) return groups.set(g, piece);
    const x = Math.min(had.x, piece.x),
      y = Math.min(had.y, piece.y);
    groups.set(g, {
      x,
      y,
      width: Math.max(had.x + had.width, piece.x + piece.width) - x,
      height: Math.max(had.y + had.height, piece.y + piece.height) - y,
    });
  });
  const popups = [...groups.values()];
  // What the dimness test leaves out: each pop-up, or the whole partly bright shape it is part of
  // when that is at most twice its size (a toast overlapping its corner, a coloured panel's white
  // lettering), and the docked banner.
  const covers = [...groups.entries()].map(([g, box]) => {
    const area = areas[g];
    if (!area || area.width * area.height * CELL * CELL > 2 * box.width * box.height) return box;
    return { x: area.x * CELL, y: area.y * CELL, width: area.width * CELL, height: area.height * CELL };
  });
  if (banner) {
    const docked = { x: 0, y: banner.top, width: w, height: h - banner.top };
    popups.push(docked);
    covers.push(docked);
  }
  popups.sort((a, b) => b.width * b.height - a.width * a.height);
  // Outside = the whole screen minus every cover grown by one cell: a dialog's rim (rounded
  // corners, a border row that fills under half of its cell) belongs to the dialog, not to the page.
  const outside = hist.slice();
  // Grey levels of the outside's near-neutral pixels too: a scrim dims the page's whites and greys,
  // while a dialog's own coloured panel (a pink photo half, a yellow header), not bright enough to
  // join its white, would otherwise read as an undimmed page. Either view showing a dim outside is
  // a scrim (a coloured page under white cards is dim in the first view already).
  const neutral = new Uint32Array(256);
  const inside = new Uint8Array(n);
  for (const box of covers)
    for (let y = Math.max(0, box.y - CELL); y < Math.min(h, box.y + box.height + CELL); y++)
      for (
        let x = Math.max(0, box.x - CELL), p = y * w + x;
        x < Math.min(w, box.x + box.width + CELL);
        x++, p++
      )
        if (!inside[p]) {
          inside[p] = 1;
          outside[luma[p]!]!--;
        }
  let total = 0,
    neutrals = 0;
  for (let p = 0, i = 0; p < n; p++, i += 3) {
    if (inside[p]) continue;
    total++;
    const r = img.data[i]!,
      g = img.data[i + 1]!,
      b = img.data[i + 2]!;
    if (Math.max(r, g, b) - Math.min(r, g, b) < NEUTRAL_CHROMA) {
      neutral[luma[p]!]!++;
      neutrals++;
    }
  }
  let lit = 0;
  for (let v = bright; v < 256; v++) lit += outside[v]!;
  const level = Math.min(
    quantileFromTop(outside, total, 0.01),
    neutrals >= MIN_NEUTRAL * total ? quantileFromTop(neutral, neutrals, 0.01) : 255,
  );
  if (lit >= 0.005 * total || level > SCRIM * (bright + 10)) return [];
  return popups;
}
