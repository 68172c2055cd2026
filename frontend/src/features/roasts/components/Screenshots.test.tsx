import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detail } from '../../../test/fixtures';
import { coversMostOf, Screenshots } from './Screenshots';

/** jsdom loads no images: give the first screenshot a natural size and fire its load event. */
function loadFirstImage(width: number, height: number) {
  const img = screen.getAllByRole('img')[0]!;
  Object.defineProperty(img, 'naturalWidth', { value: width });
  Object.defineProperty(img, 'naturalHeight', { value: height });
  fireEvent.load(img);
}

describe('violation regions on the screenshots', () => {
  it('draws a box for a local finding and only names a page-wide one in the caption', () => {
    const roast = detail();
    roast.violations = [
      {
        code: 'V030',
        type: 'Call to Inaction',
        description: 'No button in the first screen.',
        severity: 'Severe',
        criterion: 'visualHierarchy',
        evidence: {
          metric: 'cta',
          value: 0,
          threshold: 1,
          region: { imageIndex: 0, x: 40, y: 60, width: 300, height: 80 },
        },
      },
      {
        code: 'V015',
        type: 'Low-Contrast Whisper',
        description: 'Grey on grey everywhere.',
        severity: 'Critical',
        criterion: 'colorUsage',
        evidence: {
          metric: 'contrast',
          value: 1.9,
          threshold: 4.5,
          region: { imageIndex: 0, x: 0, y: 0, width: 1200, height: 750 },
        },
      },
    ];
    const { container } = render(<Screenshots roast={roast} />);
    loadFirstImage(1200, 750);
    const boxes = container.querySelectorAll('.shot__region');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toHaveTextContent('V030');
    expect(boxes[0]).toHaveStyle({ left: `${(40 / 1200) * 100}%`, width: '25%' });
    expect(screen.getByText(/Marked:/)).toHaveTextContent(
      'Marked: V030 Call to Inaction, V015 Low-Contrast Whisper (whole screenshot)',
    );
  });

  it('treats regions above 85 % of the image as page-wide', () => {
    expect(coversMostOf({ width: 1200, height: 750 }, { w: 1200, h: 750 })).toBe(true);
    expect(coversMostOf({ width: 1150, height: 700 }, { w: 1200, h: 750 })).toBe(true);
    expect(coversMostOf({ width: 1200, height: 600 }, { w: 1200, h: 750 })).toBe(false);
    expect(coversMostOf({ width: 300, height: 80 }, { w: 1200, h: 750 })).toBe(false);
  });
});
