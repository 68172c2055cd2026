/** The pixel buffer every metric reads, and small helpers over it. */

/** An RGB image: `data` holds width × height × 3 bytes, row-major, R G B per pixel. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Top rows of an image (a copy-free view: RGB rows are contiguous). */
export function cropTop(img: RgbImage, rows: number): RgbImage {
  const height = Math.max(1, Math.min(img.height, Math.round(rows)));
  return { width: img.width, height, data: img.data.subarray(0, img.width * height * 3) };
}

/** PIL's `convert('L')` (ITU-R 601-2 luma, fixed-point), which AIM's edge metrics start from. */
export function grayscale({ data, width, height }: RgbImage): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < out.length; p++, i += 3) {
    out[p] = (data[i]! * 19595 + data[i + 1]! * 38470 + data[i + 2]! * 7471 + 0x8000) >> 16;
  }
  return out;
}

/** A rectangle on a screenshot, in pixels of the image the engine measured. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding both. */
export function unionBox(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x),
    y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}
