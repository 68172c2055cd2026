import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '../../../test/fixtures';
import { WholePageView, wholePageCaption } from './WholePage';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const cut = {
  url: `/api/roasts/${ID}/full-page`,
  width: 1200,
  height: 6000,
  pageHeight: 15_600,
  capturedHeight: 7200,
  truncated: true,
};

function roastWithWholePage() {
  const roast = detail({ fullPage: cut });
  roast.violations = [
    ...roast.violations,
    {
      code: 'V074',
      type: 'Endless Scroll',
      description: 'The page runs on for more than 15 desktop screens.',
      severity: 'Mild',
      criterion: 'layoutSpacing',
      evidence: { metric: 'pageScreens', value: 17.3, threshold: 15 },
    },
  ];
  return roast;
}

describe('the whole-page view (the "Whole page" tab)', () => {
  it('shows every captured pixel of its height in a keyboard-scrollable frame, loaded lazily, and says where it was cut', async () => {
    const roast = roastWithWholePage();
    render(<WholePageView fullPage={cut} violations={roast.violations} />);
    expect(
      screen.getByText('The first 7,200 px of 15,600: the page is longer, and was cut there.'),
    ).toBeVisible();
    expect(screen.getByText(/^Scroll inside the frame to see all of it\./)).toBeVisible();
    const region = screen.getByRole('region', { name: 'Whole page, scrollable' });
    const img = within(region).getByRole('img', { name: 'The whole page as captured, 7,200 px tall' });
    expect(img).toHaveAttribute('src', cut.url);
    expect(img).toHaveAttribute('loading', 'lazy');
    // The whole stored image, its size known before it loads (the frame does not jump when it arrives).
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '6000']);
    expect(within(region).getByText('Cut at 7,200 px of 15,600 px')).toBeVisible();
    // Reachable by keyboard: Tab lands on the frame, whose arrows then scroll it.
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('names what only the whole page showed, not the first screens’ findings', () => {
    const roast = roastWithWholePage();
    render(<WholePageView fullPage={cut} violations={roast.violations} />);
    const found = screen.getByText(/^Found on the whole page:/);
    expect(found).toHaveTextContent(
      'Found on the whole page: V074 Endless Scroll (listed with the violations)',
    );
    expect(found).not.toHaveTextContent('V012');
  });

  it('says so when the whole page showed nothing more, and asks for no scrolling on a short page', () => {
    render(
      <WholePageView
        fullPage={{ ...cut, truncated: false, pageHeight: 1500, capturedHeight: 1500, height: 1250 }}
        violations={detail().violations}
      />,
    );
    expect(screen.getByText('Nothing beyond the first screens stood out.')).toBeVisible();
    expect(screen.getByText('The whole page, 1,500 px tall.')).toBeVisible();
    expect(screen.queryByText(/Scroll inside the frame/)).toBeNull();
    expect(screen.queryByText(/Cut at/)).toBeNull();
  });

  it('opens the whole page at full size in a dialog that Escape closes', async () => {
    const user = userEvent.setup();
    render(<WholePageView fullPage={cut} violations={roastWithWholePage().violations} />);
    const open = screen.getByRole('button', { name: 'View whole page at full size' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Whole page' });
    const canvas = within(dialog).getByRole('region', { name: 'Whole page at full size, scrollable' });
    expect(within(canvas).getByRole('img')).toHaveAttribute('src', cut.url);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('words a page kept whole and a cut one differently', () => {
    expect(wholePageCaption({ ...cut, truncated: false, capturedHeight: 2400, pageHeight: 2400 })).toBe(
      'The whole page, 2,400 px tall.',
    );
    expect(wholePageCaption(cut)).toMatch(/^The first 7,200 px of 15,600/);
  });
});
