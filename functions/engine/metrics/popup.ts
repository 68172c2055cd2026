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

/**
 * Pieces whose boxes touch or overlap (within a cell) are one box: a dialog's headline or a form
 * field splits its white into pieces, and two dialogs stacked on each other are one pile.
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
        out[i] = {
          x,
          y,
          width: Math.max(a.x + a.width, b.x + b.width) - x,
          height: Math.max(a.y + a.height, b.y + b.height) - y,
          pixels: a.pixels + b.pixels,
        };
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
  const cells = new Uint8Array(cw * ch);
  for (let c = 0; c < cells.length; c++) if (2 * counts[c]! >= CELL * CELL) cells[c] = 1;
  const screen = cw * ch;
  const dialogs = mergeTouching(components(cells, cw, ch).filter((c) => c.pixels >= MIN_PIECE * screen))
    .filter(
      (c) =>
        (c.width * c.height) / screen >= MIN_DIALOG &&
        c.pixels >= 0.5 * c.width * c.height &&
        // Floats: touches no edge of the screen (a full-width banner or hero band is not a dialog).
        c.x > 0 &&
        c.y > 0 &&
        c.x + c.width < cw &&
        c.y + c.height < ch,
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
  const popups = [...groups.values()].sort((a, b) => b.width * b.height - a.width * a.height);
  // Outside = the whole screen minus every pop-up grown by one cell: a dialog's rim (rounded
  // corners, a border row that fills under half of its cell) belongs to the dialog, not to the page.
  const outside = hist.slice();
  const inside = new Uint8Array(n);
  for (const box of popups)
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
  let total = n;
  for (let p = 0; p < n; p++) total -= inside[p]!;
  let lit = 0;
  for (let v = bright; v < 256; v++) lit += outside[v]!;
  if (lit >= 0.005 * total || quantileFromTop(outside, total, 0.01) > SCRIM * (bright + 10)) return [];
  return popups;
}
