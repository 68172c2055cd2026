import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedRequest } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { HISTORY_KEY, type HistoryEntry } from '../api/history';

const image = (n: number) => 'A'.repeat(n);
const full = {
  success: true,
  desktopScreenshot: image(920_000),
  mobileScreenshot: image(520_000),
  error: null,
};

function card(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

/** Replies per strategy; a gate holds a strategy's answer until the test releases it. */
function api(replies: Record<string, (req: RecordedRequest) => unknown>) {
  return mockApi({
    'GET /api/announcements/current': { body: null },
    'POST /api/screenshot-test': async (req) => {
      const { strategy } = req.body as { strategy: string };
      return (await replies[strategy]!(req)) as { status?: number; body?: unknown };
    },
  });
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('/screenshot-accuracy', () => {
  it('explains the tool and keeps Compare disabled while the URL is empty', async () => {
    const user = userEvent.setup();
    api({});
    renderApp('/screenshot-accuracy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Screenshot Accuracy Test' })).toBeVisible();
    expect(screen.getByText(/An internal tool for the team/)).toBeInTheDocument();
    expect(document.title).toBe('Screenshot Accuracy Test · UGH Score');
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    await user.type(screen.getByLabelText('Website URL'), '   ');
    expect(compare).toBeDisabled();
    await user.type(screen.getByLabelText('Website URL'), 'https://example.com');
    expect(compare).toBeEnabled();
    expect(screen.getByText('No comparisons yet.')).toBeInTheDocument();
  });

  it('runs enhanced scroll, then the 5-second delay, each Pending → Testing... → Complete', async () => {
    const user = userEvent.setup();
    const first = gate();
    const second = gate();
    const requests = api({
      networkidle: async () => {
        await first.opened;
        return { body: full };
      },
      delay: async () => {
        await second.opened;
        return {
          body: {
            success: true,
            desktopScreenshot: image(150_000),
            mobileScreenshot: image(60_000),
            error: null,
          },
        };
      },
    });
    renderApp('/screenshot-accuracy');
    await user.type(await screen.findByLabelText('Website URL'), ' https://example.com ');
    await user.click(screen.getByRole('button', { name: 'Compare' }));

    expect(await within(card('Enhanced scroll')).findByText('Testing...')).toBeInTheDocument();
    expect(within(card('5-second delay')).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(requests.calls('POST', '/api/screenshot-test').map((r) => r.body)).toEqual([
      { url: 'https://example.com', strategy: 'networkidle', waitUntil: 'networkidle0' },
    ]);

    first.open();
    expect(await within(card('5-second delay')).findByText('Testing...')).toBeInTheDocument();
    expect(within(card('Enhanced scroll')).getByText('Complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(requests.calls('POST', '/api/screenshot-test')[1]?.body).toEqual({
      url: 'https://example.com',
      strategy: 'delay',
      waitFor: 5000,
    });

    second.open();
    expect(await within(card('5-second delay')).findByText('Complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeEnabled();

    // Enhanced scroll: desktop 100, mobile 96 → 98; delay: desktop 13 (5 + 7.5), mobile 8 (5 + 3) → 10.5.
    const enhanced = card('Enhanced scroll');
    expect(within(enhanced).getByText(/Overall accuracy/)).toHaveTextContent('Overall accuracy 98/100');
    expect(
      within(enhanced).getByRole('img', { name: 'Desktop screenshot captured with Enhanced scroll' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg;base64,AAAA/) as unknown as string);
    expect(
      within(enhanced).getByRole('img', { name: 'Mobile screenshot captured with Enhanced scroll' }),
    ).toBeVisible();
    expect(within(enhanced).getByText('No issues: both screenshots came back.')).toBeInTheDocument();
    const delay = card('5-second delay');
    expect(within(delay).getByText(/Overall accuracy/)).toHaveTextContent('Overall accuracy 10.5/100');
    expect(within(delay).getByText('Small screenshot - possible loading issues')).toBeInTheDocument();
    expect(within(delay).getByText('Very small screenshot - content may be missing')).toBeInTheDocument();
    expect(within(delay).getByText('150,000 characters of image data')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Winner: Enhanced scroll' })).toBeInTheDocument();
    expect(screen.getByText(/Ahead by 87.5 points/)).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Comparison history' });
    expect(history.children).toHaveLength(1);
    expect(history.children[0]).toHaveTextContent('https://example.com');
    expect(history.children[0]).toHaveTextContent('Result: Enhanced scroll');
  });

  it('calls less than 5 points apart a tie and flags very large screenshots', async () => {
    const user = userEvent.setup();
    const large = {
      success: true,
      desktopScreenshot: image(1_600_000),
      mobileScreenshot: image(520_000),
      error: null,
    };
    api({ networkidle: () => ({ body: large }), delay: () => ({ body: full }) });
    renderApp('/screenshot-accuracy');
    await user.type(await screen.findByLabelText('Website URL'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'Tie' })).toBeInTheDocument();
    expect(
      screen.getByText(/less than 5 points apart \(Enhanced scroll 98 vs 5-second delay 98\)/),
    ).toBeInTheDocument();
    expect(
      within(card('Enhanced scroll')).getByText('Very large screenshot - may include unnecessary content'),
    ).toBeInTheDocument();
  });

  it('lists HTTP, network, capture and missing-screenshot issues, and names no winner without a capture', async () => {
    const user = userEvent.setup();
    let round = 0;
    api({
      networkidle: () => {
        round++;
        if (round === 1) return { status: 502, body: '' };
        return { body: { success: false, desktopScreenshot: null, mobileScreenshot: null, error: null } };
      },
      delay: () => {
        if (round === 1) throw new TypeError('Failed to fetch');
        return {
          body: { success: true, desktopScreenshot: image(300_000), mobileScreenshot: null, error: null },
        };
      },
    });
    renderApp('/screenshot-accuracy');
    await user.type(await screen.findByLabelText('Website URL'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'No winner' })).toBeInTheDocument();
    expect(within(card('Enhanced scroll')).getByText('HTTP 502')).toBeInTheDocument();
    expect(within(card('5-second delay')).getByText('Network error: Failed to fetch')).toBeInTheDocument();
    expect(screen.getByText(/Enhanced scroll and 5-second delay captured no screenshot/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await within(card('Enhanced scroll')).findByText('Screenshot capture failed')).toBeInTheDocument();
    const enhanced = card('Enhanced scroll');
    expect(within(enhanced).getByText('No desktop screenshot')).toBeInTheDocument();
    expect(within(enhanced).getByText('No mobile screenshot')).toBeInTheDocument();
    expect(await within(card('5-second delay')).findByText('Complete')).toBeInTheDocument();
    expect(within(card('5-second delay')).getByText('No mobile screenshot')).toBeInTheDocument();
    expect(within(card('5-second delay')).queryByText('No desktop screenshot')).toBeNull();
    expect(screen.getByText(/^Enhanced scroll captured no screenshot/)).toBeInTheDocument();
  });

  it('keeps the last 10 comparisons of the tab, newest first, across a reload', async () => {
    const user = userEvent.setup();
    const summary = { overall: 50, desktopScore: 50, mobileScore: 50, issues: 0 };
    const older: HistoryEntry[] = Array.from({ length: 10 }, (_, i) => ({
      id: `old-${i}`,
      url: `https://old-${i}.example`,
      testedAt: new Date(Date.UTC(2025, 0, 1, 12, 0, 10 - i)).toISOString(),
      winner: 'tie',
      results: { networkidle: summary, delay: summary },
    }));
    sessionStorage.setItem(HISTORY_KEY, JSON.stringify(older));
    api({ networkidle: () => ({ body: full }), delay: () => ({ body: full }) });
    const first = renderApp('/screenshot-accuracy');
    const list = await screen.findByRole('list', { name: 'Comparison history' });
    expect(list.children).toHaveLength(10);

    await user.type(screen.getByLabelText('Website URL'), 'https://newest.example');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await screen.findByRole('heading', { name: 'Tie' });
    const items = () => Array.from(screen.getByRole('list', { name: 'Comparison history' }).children);
    expect(items()).toHaveLength(10);
    expect(items()[0]).toHaveTextContent('https://newest.example');
    expect(items()[0]).toHaveTextContent('Enhanced scroll: 98 (desktop 100, mobile 96)');
    expect(items()[1]).toHaveTextContent('https://old-0.example');
    expect(screen.queryByText('https://old-9.example')).toBeNull();

    // A reload of the tab reads the same history back.
    first.unmount();
    renderApp('/screenshot-accuracy');
    await screen.findByRole('list', { name: 'Comparison history' });
    expect(items()).toHaveLength(10);
    expect(items()[0]).toHaveTextContent('https://newest.example');
    const stored = JSON.parse(sessionStorage.getItem(HISTORY_KEY)!) as HistoryEntry[];
    expect(stored.map((e) => e.url)[0]).toBe('https://newest.example');
    expect(JSON.stringify(stored)).not.toContain('AAAA'); // scores only, never the screenshots

    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.getByText('No comparisons yet.')).toBeInTheDocument();
    expect(sessionStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('ignores a stored history it cannot read', async () => {
    sessionStorage.setItem(HISTORY_KEY, '{"not":"a list"');
    api({});
    renderApp('/screenshot-accuracy');
    expect(await screen.findByText('No comparisons yet.')).toBeInTheDocument();
  });
});
