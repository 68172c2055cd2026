/**
 * A pop-up dialog over a dimmed page (a modal with its scrim): one floating box holds the only
 * full-brightness pixels of the first screen, and everything around it is darkened, so even the
 * page's own white sits well below the box's white. Pop-ups on arrival are among the most disliked
 * web patterns (Nielsen Norman Group, "The Most Hated Online Advertising Techniques", 2017): they
 * cover the content the visitor came for and demand a decision first.
 *
 * Luminance is BT.601 luma on 0–255 (PIL's `convert('L')`); "full brightness" is within 10 levels of
 * the 99.5th percentile (JPEG noise). Bright 8×8 cells (half their pixels bright) are grouped into connected
 * components; the largest is the dialog when its bounding box covers 3–60% of the screen, is at
 * least half bright cells, floats (touches no edge of the screen: a full-width banner or hero band
 * is not a dialog), and outside it under 0.5% of the pixels reach full brightness while the 99th
 * percentile stays under 80% of it (a scrim, not a light-grey page with a white card).
 */
import { grayscale, type Box, type RgbImage } from '../image';
import { components } from './layout';

const CELL = 8;

/**
 * The dialog's box, or undefined when the screen shows no pop-up over a dimmed page. `luma` is the
 * image's `grayscale` plane when the caller already has it.
 */
export function popupDialog(img: RgbImage, luma: Uint8Array = grayscale(img)): Box | undefined {
  const { width: w, height: h } = img;
  const n = w * h;
  if (n === 0) return undefined;
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
  let largest: (Box & { pixels: number }) | undefined;
  for (const c of components(cells, cw, ch)) if (!largest || c.pixels > largest.pixels) largest = c;
  if (!largest) return undefined;
  const area = (largest.width * largest.height) / (cw * ch);
  const floats =
    largest.x > 0 && largest.y > 0 && largest.x + largest.width < cw && largest.y + largest.height < ch;
  if (area < 0.03 || area > 0.6 || !floats || largest.pixels < 0.5 * largest.width * largest.height)
    return undefined;
  const box = {
    x: largest.x * CELL,
    y: largest.y * CELL,
    width: largest.width * CELL,
    height: largest.height * CELL,
  };
  // Outside the box = the whole screen minus the box.
  const outside = hist.slice();
  for (let y = box.y; y < box.y + box.height; y++)
    for (let x = box.x, p = y * w + x; x < box.x + box.width; x++, p++) outside[luma[p]!]!--;
  const total = n - box.width * box.height;
  let lit = 0;
  for (let v = bright; v < 256; v++) lit += outside[v]!;
  if (lit >= 0.005 * total || quantileFromTop(outside, total, 0.01) > 0.8 * (bright + 10)) return undefined;
  return box;
}
