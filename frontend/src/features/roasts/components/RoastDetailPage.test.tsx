import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { detail, ROAST_ID } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const base = (roast = detail()) => ({
  'GET /api/announcements/current': { body: null },
  [`GET /api/roasts/${ROAST_ID}`]: { body: roast },
  [`GET /api/roasts/${ROAST_ID}/reactions`]: {
    body: {
      counts: [
        { emoji: '😂', count: 4 },
        { emoji: '🔥', count: 9 },
        { emoji: '💀', count: 1 },
        { emoji: '👏', count: 2 },
      ],
      userReactions: [],
    },
  },
});

/** This browser created the roast: it holds the owner key that deleting and promoting need. */
function storeOwnerKey() {
  localStorage.setItem('ugh_owner_keys', JSON.stringify({ [ROAST_ID]: 'the-owner-key' }));
}

describe('/roast/:id', () => {
  it('renders the header, breakdown, violations, suggestions and clarity test', async () => {
    mockApi(base());
    renderApp(`/roast/${ROAST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'MEGA DEALS 4 U' })).toBeInTheDocument();
    expect(screen.getByText('Your Design Roast')).toBeInTheDocument();
    expect(screen.getByText('Brutal roast')).toBeInTheDocument();
    expect(screen.getByText('#0042')).toBeInTheDocument();
    expect(screen.getByText('72')).toBeInTheDocument();
    expect(screen.getByText('Visual Offense')).toBeInTheDocument();
    expect(document.querySelector('.roast-header')).toHaveAttribute('data-theme', 'orange');

    for (const label of [
      'Visual Hierarchy',
      'Typography',
      'Color Usage',
      'Layout & Spacing',
      'UI Consistency',
      'WTF Factor',
    ]) {
      expect(screen.getByRole('meter', { name: new RegExp(`^${label}:`) })).toBeInTheDocument();
    }
    const violations = screen.getByRole('region', { name: /design violations/i });
    expect(within(violations).getByText('Critical')).toBeInTheDocument();
    expect(within(violations).getByText('Unforgivable')).toBeInTheDocument();
    expect(within(violations).getByRole('heading', { name: 'Font Fiesta' })).toBeInTheDocument();
    // Evidence in plain words, with something to compare it with; never the raw metric key.
    expect(
      await within(violations).findByText(
        /Colourfulness scores 142\.5 \(0 is grey, past 100 is garish\)\. A typical popular site: 39; flagged above 90\./,
      ),
    ).toBeInTheDocument();
    expect(within(violations).getByText(/Measured 7; flagged above 4\./)).toBeInTheDocument();
    expect(violations).not.toHaveTextContent(/colourfulness:|distinct font sizes|threshold/);

    const suggestions = screen.getByRole('region', { name: 'Improvement Suggestions' });
    expect(within(suggestions).getAllByRole('listitem')).toHaveLength(2);
    expect(within(suggestions).getByRole('list').tagName).toBe('OL');

    const clarity = screen.getByRole('img', { name: 'Clarity 4 out of 10' });
    expect(clarity.firstElementChild).toHaveStyle({ width: '40%' });
    expect(screen.getByRole('link', { name: /view live site/i })).toHaveAttribute(
      'href',
      'https://mega-deals.example',
    );
    expect(screen.getByRole('heading', { name: 'Make it public for $9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: 'Get Another Roast' })).toHaveAttribute('href', '/');
  });

  it('shows Desktop/Mobile tabs for exactly two screenshots', async () => {
    const user = userEvent.setup();
    mockApi(base());
    renderApp(`/roast/${ROAST_ID}`);
    const desktop = await screen.findByRole('tab', { name: 'Desktop' });
    expect(desktop).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Desktop View (MacBook Pro 15")')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByText('Mobile View (iPhone 13 Pro Max)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mobile screenshot' })).toHaveAttribute(
      'src',
      `/api/roasts/${ROAST_ID}/images/1`,
    );
  });

  it('offers the whole page beside Desktop and Mobile, and keeps its findings with the violations', async () => {
    const user = userEvent.setup();
    storeOwnerKey();
    const roast = detail({
      fullPage: {
        url: `/api/roasts/${ROAST_ID}/full-page`,
        width: 1200,
        height: 6000,
        pageHeight: 7200,
        capturedHeight: 7200,
        truncated: false,
      },
    });
    roast.violations.push({
      code: 'V074',
      type: 'Endless Scroll',
      description: 'The page runs on for more than 7 desktop screens.',
      severity: 'Mild',
      criterion: 'layoutSpacing',
      evidence: { metric: 'pageScreens', value: 8, threshold: 7 },
    });
    mockApi(base(roast));
    renderApp(`/roast/${ROAST_ID}`);
    const screenshots = await screen.findByRole('region', { name: 'Screenshots' });
    const views = within(screenshots).getByRole('tablist', { name: 'Screenshot view' });
    expect(
      within(views)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Desktop', 'Mobile', 'Whole page']);
    await user.click(within(views).getByRole('tab', { name: 'Whole page' }));
    expect(
      within(screenshots).getByRole('img', { name: 'The whole page as captured, 7,200 px tall' }),
    ).toHaveAttribute('src', `/api/roasts/${ROAST_ID}/full-page`);
    const violations = screen.getByRole('region', { name: /Design Violations/ });
    expect(within(violations).getByRole('heading', { name: 'Endless Scroll' })).toBeInTheDocument();
    // No second "Whole page" section under the owner's "Delete this roast" any more.
    expect(screen.queryByRole('heading', { name: 'Whole page' })).toBeNull();
    expect(screen.getAllByRole('region', { name: /whole page/i })).toHaveLength(1);
  });

  it('lists numbered screenshots otherwise', async () => {
    const images = [0, 1, 2].map((i) => `/api/roasts/${ROAST_ID}/images/${i}`);
    mockApi(base(detail({ images })));
    renderApp(`/roast/${ROAST_ID}`);
    expect(await screen.findByRole('img', { name: 'Screenshot 3' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Desktop' })).not.toBeInTheDocument();
  });

  it('likes with the fingerprint and toasts', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...base(),
      [`POST /api/roasts/${ROAST_ID}/like`]: { body: { likes: 4, liked: true } },
    });
    const view = renderApp(`/roast/${ROAST_ID}`);
    const like = await screen.findByRole('button', { name: 'Like, 3', pressed: false });
    await user.click(like);
    expect(await screen.findByText('Liked!')).toBeInTheDocument();
    expect(screen.getByText('Thanks for the feedback!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like, 4', pressed: true })).toBeInTheDocument();
    expect(api.calls('POST', `/api/roasts/${ROAST_ID}/like`)[0]!.body).toEqual({
      userFingerprint: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,128}$/),
    });
    // The pressed state outlives a reload in this browser.
    view.unmount();
    renderApp(`/roast/${ROAST_ID}`);
    expect(await screen.findByRole('button', { name: /^Like, \d+$/, pressed: true })).toBeInTheDocument();
  });

  it('shows the like as pressed when the server says this visitor already liked the roast', async () => {
    const user = userEvent.setup();
    mockApi({ ...base(), [`POST /api/roasts/${ROAST_ID}/like`]: { body: { likes: 3, liked: false } } });
    renderApp(`/roast/${ROAST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Like, 3', pressed: false }));
    expect(await screen.findByText('Already liked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like, 3', pressed: true })).toBeInTheDocument();
  });

  it("shares the roast's title, score and first 100 characters on X, and copies the link", async () => {
    const user = userEvent.setup();
    mockApi({ ...base(), [`POST /api/roasts/${ROAST_ID}/share`]: { body: { shareCount: 2 } } });
    renderApp(`/roast/${ROAST_ID}`);
    const tweet = await screen.findByRole('link', { name: /tweet/i });
    const href = new URL(tweet.getAttribute('href')!);
    expect(href.origin).toBe('https://x.com');
    const { title, ughScore, verdict, roastText } = detail();
    expect(href.searchParams.get('text')).toBe(
      `${title}: UGH Score ${ughScore}/100 · ${verdict}. ${roastText.slice(0, 100)}`,
    );
    expect(href.searchParams.get('url')).toBe(`${window.location.origin}/roast/${ROAST_ID}`);
    expect(screen.getByRole('link', { name: /share on linkedin/i }).getAttribute('href')).toContain(
      'linkedin.com',
    );

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Share URL copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/roast/${ROAST_ID}`);
  });

  it('toggles a reaction on and off, disabling the buttons while pending', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const api = mockApi({
      ...base(),
      [`POST /api/roasts/${ROAST_ID}/reactions`]: {
        body: {
          counts: [
            { emoji: '😂', count: 5 },
            { emoji: '🔥', count: 9 },
          ],
          userReactions: ['😂'],
        },
      },
      [`DELETE /api/roasts/${ROAST_ID}/reactions`]: {
        body: {
          counts: [
            { emoji: '😂', count: 4 },
            { emoji: '🔥', count: 9 },
          ],
          userReactions: [],
        },
      },
    });
    renderApp(`/roast/${ROAST_ID}`);
    const summary = await screen.findByText(/top reactions/i);
    await waitFor(() => expect(summary.parentElement).toHaveTextContent('Brutal 9'));
    expect(summary.parentElement).toHaveTextContent('Hilarious 4');
    expect(summary.parentElement).toHaveTextContent('Applause 2');
    expect(summary.parentElement).not.toHaveTextContent('Dead');

    const gate = new Promise<void>((r) => (release = r));
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementationOnce(async (...args) => {
      await gate;
      return original(...args);
    });
    await user.click(screen.getByRole('button', { name: 'Hilarious, 4' }));
    expect(screen.getByRole('button', { name: 'Brutal, 9' })).toBeDisabled();
    release();
    const on = await screen.findByRole('button', { name: 'Hilarious, 5' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(on).toBeEnabled();

    await user.click(on);
    const off = await screen.findByRole('button', { name: 'Hilarious, 4' });
    expect(off).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls('POST', `/api/roasts/${ROAST_ID}/reactions`)[0]!.body).toMatchObject({ emoji: '😂' });
    expect(api.calls('DELETE', `/api/roasts/${ROAST_ID}/reactions`)[0]!.body).toMatchObject({ emoji: '😂' });
  });

  it('lets the creator delete the roast with the owner key', async () => {
    const user = userEvent.setup();
    localStorage.setItem('ugh_owner_keys', JSON.stringify({ [ROAST_ID]: 'the-owner-key' }));
    const api = mockApi({ ...base(), [`DELETE /api/roasts/${ROAST_ID}`]: { status: 204 } });
    const { router } = renderApp(`/roast/${ROAST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Delete this roast' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this roast?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('DELETE', `/api/roasts/${ROAST_ID}`)[0]!.headers['x-owner-key']).toBe('the-owner-key');
    expect(localStorage.getItem('ugh_owner_keys')).toBe('{}');
  });

  it('tells a visitor without the owner key that only the creator can promote, with no way to pay', async () => {
    const api = mockApi(base());
    renderApp(`/roast/${ROAST_ID}`);
    const banner = await screen.findByRole('complementary', { name: 'Make it public for $9' });
    expect(banner).toHaveTextContent(
      'Only the browser that created this roast can promote it: it holds the roast’s owner key.',
    );
    expect(screen.queryByRole('button', { name: 'Promote This Roast' })).toBeNull();
    expect(api.calls('POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it('hides delete for visitors and the promote banner for promoted roasts', async () => {
    mockApi(base(detail({ isPromoted: true })));
    renderApp(`/roast/${ROAST_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'MEGA DEALS 4 U' });
    expect(screen.queryByRole('button', { name: 'Delete this roast' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Make it public for $9' })).not.toBeInTheDocument();
  });

  it('shows "Loading Your Roast" then goes to /roast-not-found on a 404 without retrying', async () => {
    const api = mockApi({ 'GET /api/announcements/current': { body: null } });
    const { router } = renderApp(`/roast/${ROAST_ID}`);
    expect(screen.getByRole('heading', { name: 'Loading Your Roast' })).toBeInTheDocument();
    expect(await screen.findByText("This roast might be private or doesn't exist.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/roast-not-found');
    expect(api.calls('GET', `/api/roasts/${ROAST_ID}`)).toHaveLength(1);
  });

  it('retries other failures 3 times, then shows "Error Loading Roast"', async () => {
    const api = mockApi({
      'GET /api/announcements/current': { body: null },
      [`GET /api/roasts/${ROAST_ID}`]: { status: 500, body: { message: 'Database on fire' } },
    });
    renderApp(`/roast/${ROAST_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Roast' }, { timeout: 9000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database on fire')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a New Roast' })).toHaveAttribute('href', '/');
    expect(api.calls('GET', `/api/roasts/${ROAST_ID}`)).toHaveLength(4);
  }, 12_000);

  it('keeps asking while the roast is still processing (409), then renders it', async () => {
    let calls = 0;
    mockApi({
      ...base(),
      [`GET /api/roasts/${ROAST_ID}`]: () =>
        ++calls < 2 ? { status: 409, body: { message: 'Roast is still processing' } } : { body: detail() },
    });
    renderApp(`/roast/${ROAST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'MEGA DEALS 4 U' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('promote dialog: Pay is disabled until URL and name are filled; a failed intent shows the payment error', async () => {
    storeOwnerKey();
    const user = userEvent.setup();
    const api = mockApi(base());
    renderApp(`/roast/${ROAST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Promote This Roast' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote Your Roast' });
    const pay = within(dialog).getByRole('button', { name: 'Pay $9 - Promote Roast' });
    expect(pay).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Website URL'), 'https://mega-deals.example');
    expect(pay).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Website name'), 'Mega Deals');
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to process payment. Please try again.')).toBeInTheDocument();
    const intent = api.calls('POST', '/api/create-payment-intent')[0]!;
    expect(intent.body).toEqual({
      roastId: ROAST_ID,
      websiteUrl: 'https://mega-deals.example',
      websiteName: 'Mega Deals',
    });
    expect(intent.headers['x-owner-key']).toBe('the-owner-key');
    expect(JSON.parse(localStorage.getItem('ugh_promotion_data')!)).toMatchObject({ roastId: ROAST_ID });
  });

  it('promote dialog: a created intent saves the details and opens /checkout/{id} without the secret in the URL', async () => {
    storeOwnerKey();
    const user = userEvent.setup();
    const secret = 'pi_dialog123_secret_hush';
    mockApi({
      ...base(),
      'POST /api/create-payment-intent': { body: { clientSecret: secret } },
      'GET /api/payments/config': { body: { publishableKey: 'pk_test_local', simulator: true } },
    });
    const { router } = renderApp(`/roast/${ROAST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Promote This Roast' }));
    const dialog = screen.getByRole('dialog', { name: 'Promote Your Roast' });
    await user.type(within(dialog).getByLabelText('Website URL'), 'https://mega-deals.example');
    await user.type(within(dialog).getByLabelText('Website name'), 'Mega Deals');
    await user.type(within(dialog).getByLabelText('Author credit (optional)'), 'Jane');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $9 - Promote Roast' }));
    expect(await screen.findByText(/Test mode — no real card is charged/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/checkout/${ROAST_ID}`);
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(localStorage.getItem('ugh_promotion_data')!)).toEqual({
      roastId: ROAST_ID,
      websiteUrl: 'https://mega-deals.example',
      websiteName: 'Mega Deals',
      authorCredit: 'Jane',
      paymentIntentId: 'pi_dialog123',
    });
    expect(localStorage.getItem('ugh_promotion_data')).not.toContain('secret');
    expect(JSON.parse(sessionStorage.getItem('ugh_checkout')!)).toEqual({
      roastId: ROAST_ID,
      clientSecret: secret,
    });
  });

  it('back from Stripe (?payment=success&payment_intent=…) promotes with the intent id, refreshes and toasts', async () => {
    storeOwnerKey();
    localStorage.setItem(
      'ugh_promotion_data',
      JSON.stringify({
        roastId: ROAST_ID,
        websiteUrl: 'https://mega-deals.example',
        websiteName: 'Mega Deals',
      }),
    );
    sessionStorage.setItem(
      'ugh_checkout',
      JSON.stringify({ roastId: ROAST_ID, clientSecret: 'pi_x_secret_y' }),
    );
    let promoted = false;
    const api = mockApi({
      ...base(),
      [`GET /api/roasts/${ROAST_ID}`]: () => ({ body: detail({ isPromoted: promoted }) }),
      [`POST /api/roasts/${ROAST_ID}/promote`]: () => {
        promoted = true;
        return { body: { promoted: true } };
      },
    });
    const { router } = renderApp(
      `/roast/${ROAST_ID}?payment=success&payment_intent=pi_stripe123&payment_intent_client_secret=pi_stripe123_secret_z&redirect_status=succeeded`,
    );
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(
      screen.getByText('Your roast has been promoted and is now featured in the gallery.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', `/api/roasts/${ROAST_ID}/promote`).map((r) => r.body)).toEqual([
      { paymentIntentId: 'pi_stripe123' },
    ]);
    expect(api.calls('POST', `/api/roasts/${ROAST_ID}/promote`)[0]!.headers['x-owner-key']).toBe(
      'the-owner-key',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem('ugh_promotion_data')).toBeNull();
    expect(sessionStorage.getItem('ugh_checkout')).toBeNull();
    // The refreshed roast is promoted: the banner is gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Promote This Roast' })).toBeNull());
    expect(api.calls('GET', `/api/roasts/${ROAST_ID}`).length).toBeGreaterThanOrEqual(2);
  });

  it('back from a checkout whose payment came second: says the duplicate payment was refunded, on the page', async () => {
    storeOwnerKey();
    mockApi({
      ...base(),
      // Another tab's payment promoted the roast first; the server refunded this one.
      [`GET /api/roasts/${ROAST_ID}`]: { body: detail({ isPromoted: true }) },
      [`POST /api/roasts/${ROAST_ID}/promote`]: {
        body: { promoted: true, refund: { amount: 900, currency: 'usd', status: 'succeeded' } },
      },
    });
    const { router } = renderApp(`/roast/${ROAST_ID}?payment=success&payment_intent=pi_second42`);
    expect(await screen.findByText('Already promoted')).toBeInTheDocument();
    expect(
      screen.getByText('This roast was already promoted, so your duplicate payment of $9.00 was refunded.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    const notice = screen.getByRole('status', { name: 'Your duplicate payment was refunded' });
    expect(notice).toHaveTextContent(/the \$9\.00 you just paid has been refunded in full/);
    expect(within(notice).getByRole('link', { name: 'gallery' })).toHaveAttribute('href', '/gallery');
    // It stays after the query is cleared: it is about the owner's money.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('status', { name: 'Your duplicate payment was refunded' })).toBeInTheDocument();
  });

  it('without payment_intent in the query, the saved intent id is used', async () => {
    storeOwnerKey();
    localStorage.setItem(
      'ugh_promotion_data',
      JSON.stringify({
        roastId: ROAST_ID,
        websiteUrl: 'https://x.example',
        websiteName: 'X',
        paymentIntentId: 'pi_saved99',
      }),
    );
    const api = mockApi({
      ...base(),
      [`POST /api/roasts/${ROAST_ID}/promote`]: { body: { promoted: true } },
    });
    renderApp(`/roast/${ROAST_ID}?payment=success`);
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(api.calls('POST', `/api/roasts/${ROAST_ID}/promote`)[0]!.body).toEqual({
      paymentIntentId: 'pi_saved99',
    });
  });

  it('after checkout, a failed promotion says the payment went through', async () => {
    storeOwnerKey();
    localStorage.setItem(
      'ugh_promotion_data',
      JSON.stringify({ roastId: ROAST_ID, websiteUrl: 'https://x.example', websiteName: 'X' }),
    );
    mockApi({
      ...base(),
      [`POST /api/roasts/${ROAST_ID}/promote`]: {
        status: 404,
        body: { message: 'No payment for this roast' },
      },
    });
    const { router } = renderApp(`/roast/${ROAST_ID}?payment=success&payment_intent=pi_unknown1`);
    expect(await screen.findByText('Payment Processed')).toBeInTheDocument();
    expect(
      screen.getByText('Payment successful, but promotion failed. Please contact support.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a return with a failed redirect status shows the payment-failed toast and promotes nothing', async () => {
    const api = mockApi(base());
    renderApp(`/roast/${ROAST_ID}?payment=success&payment_intent=pi_fail123&redirect_status=failed`);
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error processing your payment. Please try again.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', `/api/roasts/${ROAST_ID}/promote`)).toHaveLength(0);
  });
});
