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

describe('a consent banner docked along the bottom over the scrim', () => {
  /** `screen` with a band from `top` to the bottom edge in grey `ground`, with a white button on it. */
  function withBanner(base: RgbImage, top: number, ground: number) {
    const data = base.data.slice();
    for (let y = top; y < H; y++)
      for (let x = 0; x < W; x++) {
        const button = x >= 1000 && x < 1160 && y >= top + 20 && y < top + 56;
        data.fill(button ? 255 : ground, (y * W + x) * 3, (y * W + x) * 3 + 3);
      }
    return { width: W, height: H, data } as RgbImage;
  }

  it('counts a white cookie wall under a newsletter dialog as a second pop-up', () => {
    const page = withBanner(screen([{ x: 400, y: 120, w: 480, h: 240 }]), 560, 255);
    const found = popupDialogs(page);
    expect(found).toHaveLength(2);
    expect(found).toContainEqual({ x: 0, y: 560, width: W, height: H - 560 });
  });

  it('counts a dark cookie bar with a white button under the dialog', () => {
    expect(popupDialogs(withBanner(screen([{ x: 400, y: 120, w: 480, h: 240 }]), 680, 30))).toHaveLength(2);
  });

  it('finds no pop-up on a light-grey page of white cards above a white footer band', () => {
    const page = withBanner(screen([{ x: 400, y: 120, w: 480, h: 240 }]), 560, 255);
    // Not dimmed: the page's own ground is light grey (235), as on a dashboard of white cards.
    for (let p = 0; p < W * 560; p++) if (page.data[p * 3] === 150) page.data.fill(235, p * 3, p * 3 + 3);
    expect(popupDialogs(page)).toEqual([]);
  });

  it('does not let a dialog’s coloured panel read as an undimmed page', () => {
    const page = screen([{ x: 640, y: 120, w: 320, h: 360 }]);
    // The dialog's left half is a light pink picture (luma about 223), not bright enough to join it.
    for (let y = 120; y < 480; y++)
      for (let x = 320; x < 640; x++) page.data.set([255, 205, 230], (y * W + x) * 3);
    expect(popupDialogs(page)).toHaveLength(1);
  });
});

describe('a toast laid over a dialog’s corner', () => {
  it('finds the pile although their joined white is mostly grey as a box', () => {
    const dialog = { x: 500, y: 120, w: 320, h: 400 };
    const toast = { x: 780, y: 80, w: 380, h: 72 };
    // The dialog’s headline and fields (rows 180–380) break its white: the joined shape is mostly grey.
    const found = popupDialogs(screen([dialog, toast], { y: 180, h: 200 }));
    expect(found).toEqual([{ x: 496, y: 80, width: 664, height: 440 }]);
  });
});
