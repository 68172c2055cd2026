import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../../../functions/engine/image';
import { popupDialogs } from '../../../functions/engine/metrics/popup';

const W = 1200,
  H = 750;

/** A page dimmed to grey 150 with white rectangles drawn on it; `stripe` rows are 3 white px in 10. */
function screen(boxes: { x: number; y: number; w: number; h: number }[], stripe?: { y: number; h: number }) {
  const data = new Uint8Array(W * H * 3).fill(150);
  for (const b of boxes)
    for (let y = b.y; y < b.y + b.h; y++)
      for (let x = b.x; x < b.x + b.w; x++) {
        const striped = stripe && y >= stripe.y && y < stripe.y + stripe.h && x % 10 >= 3;
        data.fill(striped ? 40 : 255, (y * W + x) * 3, (y * W + x) * 3 + 3);
      }
  return { width: W, height: H, data } as RgbImage;
}

describe('pop-up dialogs counted over a scrim', () => {
  it('counts a dialog whose white is cut in two by a dense headline as one pop-up', () => {
    const dialog = { x: 400, y: 200, w: 480, h: 320 };
    expect(popupDialogs(screen([dialog], { y: 320, h: 48 }))).toHaveLength(1);
  });

  it('counts dialogs with the scrim between them separately', () => {
    const boxes = [
      { x: 400, y: 200, w: 480, h: 320 },
      { x: 16, y: 16, w: 320, h: 104 },
      { x: 900, y: 520, w: 280, h: 160 },
    ];
    expect(popupDialogs(screen(boxes))).toHaveLength(3);
  });
});
