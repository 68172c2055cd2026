import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '../../../test/fixtures';
import { placeMarks, type Mark, type Rect } from './marks';
import { coversMostOf, Screenshots } from './Screenshots';

/** jsdom loads no images: give the first screenshot a natural size and fire its load event. */
function loadFirstImage(width: number, height: number) {
  const img = screen.getAllByRole('img')[0]!;
  Object.defineProperty(img, 'naturalWidth', { value: width });
  Object.defineProperty(img, 'naturalHeight', { value: height });
  fireEvent.load(img);
}

describe('violation regions on the screenshots', () => {
  it('draws and names a local finding; a whole-screenshot finding is neither boxed nor listed as a mark', () => {
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
    expect(boxes[0]).toHaveStyle({ left: `${(40 / 1200) * 100}%`, width: '25%' });
    // The label sits beside the box (here above it, left edges aligned), not over it.
    const labels = container.querySelectorAll('.shot__region-label');
    expect(labels).toHaveLength(1);
    expect(labels[0]).toHaveTextContent('V030');
    expect(boxes[0]).toBeEmptyDOMElement();
    expect(labels[0]).toHaveStyle({ left: `${(40 / 1200) * 100}%` });
    expect(parseFloat((labels[0] as HTMLElement).style.top)).toBeLessThan((60 / 750) * 100);
    expect(screen.getByText(/Marked:/)).toHaveTextContent(/^Marked: V030 Call to Inaction$/);
    expect(screen.queryByText(/whole screenshot/)).toBeNull();
    expect(screen.queryByText(/V015/)).toBeNull();
  });

  it('has no "Marked:" caption when every finding covers the whole screenshot', () => {
    const roast = detail();
    roast.violations = Array.from({ length: 13 }, (_, i) => ({
      code: `V0${10 + i}`,
      type: `Page-wide finding ${i}`,
      description: 'Everywhere.',
      severity: 'Severe' as const,
      criterion: 'colorUsage' as const,
      evidence: {
        metric: 'm',
        value: 1,
        threshold: 0,
        region: { imageIndex: 0, x: 0, y: 0, width: 1200, height: 750 },
      },
    }));
    const { container } = render(<Screenshots roast={roast} />);
    loadFirstImage(1200, 750);
    expect(container.querySelectorAll('.shot__region')).toHaveLength(0);
    expect(screen.queryByText(/Marked:/)).toBeNull();
  });

  it('treats regions above 85 % of the image as page-wide', () => {
    expect(coversMostOf({ width: 1200, height: 750 }, { w: 1200, h: 750 })).toBe(true);
    expect(coversMostOf({ width: 1150, height: 700 }, { w: 1200, h: 750 })).toBe(true);
    expect(coversMostOf({ width: 1200, height: 600 }, { w: 1200, h: 750 })).toBe(false);
    expect(coversMostOf({ width: 300, height: 80 }, { w: 1200, h: 750 })).toBe(false);
  });
});

describe('box labels (marks.ts)', () => {
  const size = { w: 1200, h: 750 };
  const overlaps = (a: Rect, b: Rect) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const check = (marks: Mark[], image = size) => {
    const inside = (r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.width <= image.w && r.y + r.height <= image.h;
    for (const m of marks) {
      expect(inside(m.label), m.codes.join()).toBe(true);
      expect(inside(m.box), m.codes.join()).toBe(true);
      expect(m.label.inside, m.codes.join()).toBe(false);
      expect(overlaps(m.label, m.box), m.codes.join()).toBe(false);
      for (const o of marks) if (o !== m) expect(overlaps(m.label, o.label)).toBe(false);
    }
  };

  it('keeps every label beside its box and inside the image, at the corners and edges too', () => {
    const at = (code: string, x: number, y: number, width = 150, height = 125) => ({
      code,
      severity: 'Severe' as const,
      region: { imageIndex: 0, x, y, width, height },
    });
    // The four corners, the edges, and a row of neighbours: the 8×6 cells of a cluttered page.
    const findings = [
      at('V001', 0, 0),
      at('V002', 1050, 0),
      at('V003', 0, 625),
      at('V004', 1050, 625),
      at('V005', 0, 0, 1200, 40),
      at('V006', 450, 300),
      at('V007', 600, 300),
      at('V008', 750, 300),
    ];
    for (const scale of [1, 2, 4]) check(placeMarks(findings, size, scale));
  });

  it('gives findings at one place one box with one label naming them all, coloured by the worst', () => {
    const region = { imageIndex: 0, x: 0, y: 500, width: 150, height: 125 };
    const marks = placeMarks(
      [
        { code: 'V035', severity: 'Severe', region },
        { code: 'V048', severity: 'Critical', region },
        { code: 'V049', severity: 'Severe', region },
      ],
      size,
      1.5,
    );
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ codes: ['V035', 'V048', 'V049'], severity: 'Critical' });
    check(marks);
  });

  it('grows a thin text-line region into a box one can see, centred on it', () => {
    const [mark] = placeMarks(
      [{ code: 'V059', severity: 'Severe', region: { x: 252, y: 193, width: 25, height: 6 } }],
      { w: 555, h: 1200 },
      2,
    );
    expect(mark!.box.height).toBe(28);
    expect(mark!.box.y + mark!.box.height / 2).toBe(193 + 3);
    check([mark!], { w: 555, h: 1200 });
  });
});

describe('the full-size screenshot viewer', () => {
  it('opens the whole screenshot in a dialog with Fit, 100% and 200% zoom, and closes with Escape', async () => {
    const user = userEvent.setup();
    const roast = detail();
    roast.images = [roast.images[0]!];
    render(<Screenshots roast={roast} />);
    loadFirstImage(555, 1200);
    const open = screen.getByRole('button', { name: 'View full size (Screenshot 1)' });
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Screenshot 1' });
    expect(dialog).toHaveAccessibleDescription(/555 × 1200 px/);
    const canvas = within(dialog).getByRole('region', { name: 'Screenshot 1, zoomable' });
    expect(within(canvas).getByRole('img', { name: 'Screenshot 1' })).toBeInTheDocument();
    const zoom = within(dialog).getByRole('group', { name: 'Zoom' });
    const fit = within(zoom).getByRole('button', { name: 'Fit' });
    const actual = within(zoom).getByRole('button', { name: '100%' });
    const double = within(zoom).getByRole('button', { name: '200%' });
    expect(fit).toHaveAttribute('aria-pressed', 'true');
    expect(actual).toHaveAttribute('aria-pressed', 'false');

    await user.click(double);
    expect(double).toHaveAttribute('aria-pressed', 'true');
    expect(fit).toHaveAttribute('aria-pressed', 'false');
    // 200 %: twice the image's own pixels (plus the frame's border), scrolled inside the canvas.
    expect(canvas.firstElementChild).toHaveStyle({ width: `${555 * 2 + 4}px` });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(open).toHaveFocus());
  });
});

describe('the whole page beside Desktop and Mobile', () => {
  const fullPage = {
    url: '/api/roasts/AbCdEfGhIjKlMnOpQrStUv/full-page',
    width: 1200,
    height: 2500,
    pageHeight: 3000,
    capturedHeight: 3000,
    truncated: false,
  };
  const tabNames = () =>
    within(screen.getByRole('tablist', { name: 'Screenshot view' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);

  it('offers a "Whole page" tab after Desktop and Mobile when the whole page was captured', async () => {
    const user = userEvent.setup();
    render(<Screenshots roast={detail({ fullPage })} />);
    expect(tabNames()).toEqual(['Desktop', 'Mobile', 'Whole page']);
    expect(screen.queryByRole('region', { name: 'Whole page, scrollable' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Whole page' }));
    const panel = screen.getByRole('tabpanel', { name: 'Whole page' });
    const frame = within(panel).getByRole('region', { name: 'Whole page, scrollable' });
    expect(
      within(frame).getByRole('img', { name: 'The whole page as captured, 3,000 px tall' }),
    ).toHaveAttribute('src', fullPage.url);
    expect(within(panel).getByText('The whole page, 3,000 px tall.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Desktop screenshot' })).toBeNull();
  });

  it('has only Desktop and Mobile without a whole-page capture', () => {
    render(<Screenshots roast={detail({ fullPage: null })} />);
    expect(tabNames()).toEqual(['Desktop', 'Mobile']);
    expect(screen.queryByRole('tab', { name: 'Whole page' })).toBeNull();
  });

  it('lists the whole page after the screenshots when they are not a Desktop/Mobile pair', () => {
    const roast = detail({ fullPage, images: ['/api/roasts/AbCdEfGhIjKlMnOpQrStUv/images/0'] });
    render(<Screenshots roast={roast} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Screenshot 1' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('region', { name: 'Whole page, scrollable' })).toBeInTheDocument();
  });
});
