/**
 * Pictures (metrics/pictures.ts): photographs are found and treated as one element, drawn gradients,
 * tiled patterns and text are not pictures.
 */
import { describe, expect, it } from 'vitest';
import { grayscale, type RgbImage } from '../../../functions/engine/image';
import { contourCongestion } from '../../../functions/engine/metrics/contour-congestion';
import {
  backdrops,
  findPictures,
  firstScreenPictures,
  flattenPictures,
  outsidePictures,
  PICTURE_CELL,
} from '../../../functions/engine/metrics/pictures';
import { seededRandom } from '../../../bin/human-agreement/stats';

const W = 640,
  H = 480;

function page(paint: (x: number, y: number) => [number, number, number]): RgbImage {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const [r, g, b] = paint(x, y);
      const i = (y * W + x) * 3;
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
    }
  return { width: W, height: H, data };
}

/** A "photograph": smooth shading with fine grain, like a landscape, in the box. */
const PHOTO = { x: 64, y: 96, width: 320, height: 224 };
const inPhoto = (x: number, y: number) =>
  x >= PHOTO.x && x < PHOTO.x + PHOTO.width && y >= PHOTO.y && y < PHOTO.y + PHOTO.height;
const random = seededRandom(7);
const grain = Array.from({ length: W * H }, () => random());
function photo(x: number, y: number): [number, number, number] {
  const shade = 110 + 50 * Math.sin(x / 23) * Math.cos(y / 17) + 30 * Math.sin((x + y) / 9);
  const n = (grain[y * W + x]! - 0.5) * 16;
  return [shade + n + 20, shade + n, shade + n - 30].map((v) =>
    Math.max(0, Math.min(255, Math.round(v))),
  ) as [number, number, number];
}
/** Text-like marks: black bars 2 px tall on white, in rows. */
const text = (x: number, y: number): boolean => x >= 420 && x < 600 && y % 14 < 2 && (x >> 3) % 5 !== 0;

describe('pictures', () => {
  it('finds a photograph on a white page as one picture, and not the text beside it', () => {
    const img = page((x, y) => (inPhoto(x, y) ? photo(x, y) : text(x, y) ? [0, 0, 0] : [255, 255, 255]));
    const found = findPictures(img, grayscale(img));
    expect(found.pictures).toHaveLength(1);
    const [p] = found.pictures;
    // The picture box matches the photograph to within one cell on every side.
    expect(Math.abs(p!.x - PHOTO.x)).toBeLessThanOrEqual(PICTURE_CELL);
    expect(Math.abs(p!.y - PHOTO.y)).toBeLessThanOrEqual(PICTURE_CELL);
    expect(Math.abs(p!.width - PHOTO.width)).toBeLessThanOrEqual(2 * PICTURE_CELL);
    expect(Math.abs(p!.height - PHOTO.height)).toBeLessThanOrEqual(2 * PICTURE_CELL);
    expect(found.share).toBeCloseTo((PHOTO.width * PHOTO.height) / (W * H), 1);
    // The first 240 rows hold most of the photo; rows below 400 hold none of it.
    expect(firstScreenPictures(found, 240).focal).toBeGreaterThan(found.share);
  });

  it('takes a photographic ground around a content column for a backdrop, not a focal picture', () => {
    // A flame or starfield wallpaper behind a centred table: people see a 1990s page, not a hero photo.
    const column = (x: number) => x >= 160 && x < 480;
    const img = page((x, y) => (!column(x) ? photo(x, y) : text(x - 240, y) ? [0, 0, 0] : [255, 255, 255]));
    const found = findPictures(img, grayscale(img));
    // One picture per margin (the column runs the full height), both behind the page.
    expect(backdrops(found)).toEqual([true, true]);
    const seen = firstScreenPictures(found, H);
    expect(seen.focal).toBeLessThan(0.05);
    expect(seen.backdrop).toBeGreaterThan(0.8);
  });

  it('keeps a full-bleed hero photograph and a photo beside text as pictures on the page', () => {
    const hero = page((x, y) => (y < 256 ? photo(x, y) : text(x, y) ? [0, 0, 0] : [255, 255, 255]));
    const beside = page((x, y) => (inPhoto(x, y) ? photo(x, y) : text(x, y) ? [0, 0, 0] : [255, 255, 255]));
    for (const img of [hero, beside]) {
      const found = findPictures(img, grayscale(img));
      expect(backdrops(found).some(Boolean)).toBe(false);
      const seen = firstScreenPictures(found, H);
      expect(seen.focal).toBeCloseTo(found.share, 5);
      expect(seen.backdrop).toBe(0);
    }
  });

  it('takes a photograph with all the text on it for the ground, and a hero with text off it for a picture', () => {
    // A 2003 fan site on a pasture photograph: every line sits on the photo, which is its ground.
    const lines = Array.from({ length: 12 }, (_, i) => ({
      x: 100 + (i % 3) * 20,
      y: 40 + i * 34,
      width: 400,
      height: 14,
    }));
    const ground = page((x, y) => photo(x, y));
    const found = findPictures(ground, grayscale(ground));
    expect(found.pictures.length).toBeGreaterThan(0);
    const asGround = firstScreenPictures(found, H, lines);
    expect(asGround.focal).toBeLessThan(0.05);
    expect(asGround.backdrop).toBeGreaterThan(0.8);
    // The same photograph with a tenth of the text on a bar below it: a hero, a picture on the page.
    const offIt = [...lines.slice(0, 10), { x: 40, y: H - 24, width: 560, height: 14 }];
    const withBar = page((x, y) => (y >= H - 32 ? [255, 255, 255] : photo(x, y)));
    const hero = findPictures(withBar, grayscale(withBar));
    const asHero = firstScreenPictures(hero, H, offIt);
    expect(asHero.focal).toBeGreaterThan(0.7);
    expect(asHero.backdrop).toBe(0);
  });

  it('takes a tiled photograph, found as several pictures, for the ground when the text is on them', () => {
    // Two tiles with a flat seam between them: two pictures, each holding half of the text.
    const seam = (x: number) => x >= 312 && x < 344;
    const tiled = page((x, y) => (seam(x) ? [235, 240, 230] : photo(x, y)));
    const found = findPictures(tiled, grayscale(tiled));
    expect(found.pictures.length).toBeGreaterThanOrEqual(2);
    const lines = Array.from({ length: 12 }, (_, i) => ({
      x: i % 2 ? 360 : 40,
      y: 40 + i * 34,
      width: 240,
      height: 14,
    }));
    const seen = firstScreenPictures(found, H, lines);
    expect(seen.focal).toBeLessThan(0.05);
  });

  it('does not take a drawn gradient, a tiled pattern or text for a picture', () => {
    const gradient = page((x) => [Math.round((x / W) * 255), 80, 255 - Math.round((x / W) * 255)]);
    const stars = page((x, y) =>
      ((x % 24) - 12) ** 2 + ((y % 24) - 12) ** 2 < 20 ? [255, 230, 0] : [60, 0, 120],
    );
    const textOnly = page((x, y) => (text(x - 300, y) || text(x, y) ? [20, 20, 20] : [250, 250, 250]));
    for (const img of [gradient, stars, textOnly])
      expect(findPictures(img, grayscale(img)).pictures).toEqual([]);
  });

  it('flattens each picture to its mean colour and leaves everything else alone', () => {
    const img = page((x, y) => (inPhoto(x, y) ? photo(x, y) : text(x, y) ? [0, 0, 0] : [255, 255, 255]));
    const found = findPictures(img, grayscale(img));
    const flat = flattenPictures(img, found);
    const at = (im: RgbImage, x: number, y: number) =>
      Array.from(im.data.subarray((y * W + x) * 3, (y * W + x) * 3 + 3));
    // Inside: one colour everywhere.
    expect(at(flat, PHOTO.x + 40, PHOTO.y + 40)).toEqual(at(flat, PHOTO.x + 200, PHOTO.y + 150));
    // Outside: untouched pixels (text and background).
    expect(at(flat, 430, 0)).toEqual(at(img, 430, 0));
    expect(at(flat, 10, 470)).toEqual([255, 255, 255]);
    // A page without pictures is returned as it is.
    const blank = page(() => [255, 255, 255]);
    expect(flattenPictures(blank, findPictures(blank, grayscale(blank)))).toBe(blank);
  });

  it('measures congestion outside the pictures only', () => {
    const img = page((x, y) => (inPhoto(x, y) ? photo(x, y) : text(x, y) ? [0, 0, 0] : [255, 255, 255]));
    const found = findPictures(img, grayscale(img));
    const cc = contourCongestion(img);
    const textOnly = page((x, y) => (text(x, y) ? [0, 0, 0] : [255, 255, 255]));
    // The photograph's texture is not counted: what is left measures like the text alone.
    expect(outsidePictures(cc, found, W)).toBeCloseTo(contourCongestion(textOnly).value, 1);
  });
});
