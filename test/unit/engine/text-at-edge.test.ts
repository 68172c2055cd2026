import { describe, expect, it } from 'vitest';
import type { TextLine } from '../../../functions/engine/metrics/layout';
import { textAtEdge } from '../../../functions/engine/metrics/text-at-edge';

const line = (x: number, width: number, y = 0): TextLine => ({ x, y, width, height: 16, fill: 0.3 });

describe('text set against the left edge of the screen', () => {
  it('reads a page whose paragraphs start at the browser’s default margin as text at the edge', () => {
    const lines = [line(8, 1180, 40), line(8, 1100, 60), line(8, 900, 80), line(500, 200, 120)];
    const found = textAtEdge(lines, 1200);
    expect(found.share).toBeCloseTo(3180 / 3380, 3);
    expect(found.lines).toHaveLength(3);
  });

  it('reads a designed column with its own margin as none at the edge', () => {
    const lines = [line(280, 640, 200), line(280, 640, 230), line(40, 120, 20)];
    expect(textAtEdge(lines, 1200)).toEqual({ share: 0, lines: [] });
  });

  it('reads no text as none at the edge', () => {
    expect(textAtEdge([], 1200).share).toBe(0);
  });
});
