/**
 * Where the violation boxes and their labels go on a screenshot. A box marks what a finding
 * points at; its label (the codes) sits beside it, never over it, and inside the image, clear of the
 * other labels and, where it can be, of the other boxes. Findings that point at the same place share
 * one box and one label. Everything is in pixels of the stored image; the caller passes how many image
 * pixels one CSS pixel of the drawn image covers, so labels keep their size at any zoom.
 */
import type { Severity } from '@domain/violations';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MarkInput {
  code: string;
  severity: Severity;
  region: Rect;
}

export interface Mark {
  /** The box, grown to a visible minimum around small regions. */
  box: Rect;
  codes: string[];
  /** The worst severity among the findings it marks (its colour). */
  severity: Severity;
  /** The label's rectangle; `inside` only when no place beside the box fits in the image. */
  label: Rect & { inside: boolean };
}

const RANK: Record<Severity, number> = { Mild: 1, Severe: 2, Critical: 3, Unforgivable: 4 };

/** CSS size of a label: monospace codes at 0.7rem (≈ 6.8 px a character), 4 px padding a side. */
export const LABEL_CHAR_PX = 6.8;
export const LABEL_PAD_PX = 4;
export const LABEL_HEIGHT_PX = 16;
/** Smallest box drawn, in CSS px: a 6-px text line still gets a box one can see. */
export const MIN_BOX_PX = 14;
const GAP_PX = 2;

export const labelText = (codes: string[]) => codes.join(' ');
export const labelWidthPx = (codes: string[]) => labelText(codes).length * LABEL_CHAR_PX + 2 * LABEL_PAD_PX;

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const insideImage = (r: Rect, w: number, h: number) =>
  r.x >= 0 && r.y >= 0 && r.x + r.width <= w && r.y + r.height <= h;
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** A region grown (around its centre, kept in the image) to at least `min` image px a side. */
function grown(r: Rect, min: number, w: number, h: number): Rect {
  const width = Math.min(w, Math.max(r.width, min)),
    height = Math.min(h, Math.max(r.height, min));
  return {
    x: clamp(r.x + r.width / 2 - width / 2, 0, w - width),
    y: clamp(r.y + r.height / 2 - height / 2, 0, h - height),
    width,
    height,
  };
}

/**
 * Boxes and labels for the findings of one screenshot of `size` image px, drawn at `scale` image px
 * per CSS px. Larger boxes are placed first (their labels have the fewest places to go).
 */
export function placeMarks(findings: MarkInput[], size: { w: number; h: number }, scale: number): Mark[] {
  const { w, h } = size;
  const groups = new Map<string, { region: Rect; codes: string[]; severity: Severity }>();
  for (const f of findings) {
    const r = f.region;
    const key = `${r.x},${r.y},${r.width},${r.height}`;
    const g = groups.get(key) ?? { region: r, codes: [], severity: f.severity };
    if (!g.codes.includes(f.code)) g.codes.push(f.code);
    if (RANK[f.severity] > RANK[g.severity]) g.severity = f.severity;
    groups.set(key, g);
  }
  const boxes = [...groups.values()]
    .map((g) => ({ ...g, box: grown(g.region, MIN_BOX_PX * scale, w, h) }))
    .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
  const placed: Rect[] = [];
  return boxes.map(({ box, codes, severity }) => {
    const lw = Math.min(w, labelWidthPx(codes) * scale),
      lh = Math.min(h, LABEL_HEIGHT_PX * scale),
      gap = GAP_PX * scale;
    const right = box.x + box.width,
      bottom = box.y + box.height;
    // Beside the box: above or below it (left edges aligned, else right edges), then to either side.
    const candidates: Rect[] = [
      { x: box.x, y: box.y - lh - gap, width: lw, height: lh },
      { x: box.x, y: bottom + gap, width: lw, height: lh },
      { x: right - lw, y: box.y - lh - gap, width: lw, height: lh },
      { x: right - lw, y: bottom + gap, width: lw, height: lh },
      { x: right + gap, y: box.y, width: lw, height: lh },
      { x: box.x - lw - gap, y: box.y, width: lw, height: lh },
      { x: right + gap, y: bottom - lh, width: lw, height: lh },
      { x: box.x - lw - gap, y: bottom - lh, width: lw, height: lh },
    ];
    // A label near the image edge slides along it rather than leaving: keep the side, move inside.
    const slid = candidates.map((c) => ({
      ...c,
      x: c.y + lh <= box.y || c.y >= bottom ? clamp(c.x, 0, w - lw) : c.x,
      y: c.x + lw <= box.x || c.x >= right ? clamp(c.y, 0, h - lh) : c.y,
    }));
    const fits = slid.filter(
      (c) => insideImage(c, w, h) && !overlaps(c, box) && !placed.some((p) => overlaps(c, p)),
    );
    const clearOfBoxes = fits.filter((c) => !boxes.some((b) => b.box !== box && overlaps(c, b.box)));
    const chosen = clearOfBoxes[0] ?? fits[0];
    const label = chosen
      ? { ...chosen, inside: false }
      : // Nowhere beside it (a box filling the image): the top corner inside the box.
        {
          x: clamp(box.x, 0, w - lw),
          y: clamp(box.y, 0, h - lh),
          width: lw,
          height: lh,
          inside: true,
        };
    placed.push(label);
    return { box, codes, severity, label };
  });
}
