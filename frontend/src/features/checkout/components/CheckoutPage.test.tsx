import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { detail, ROAST_ID } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

// Real Stripe is stubbed at its SDK boundary: the page must call confirmPayment with our return URL.
const confirmPayment = vi.fn();
const fakeStripe = { confirmPayment };
const submit = vi.fn(async (): Promise<{ error?: { message?: string } }> => ({}));
const fakeElements = { kind: 'elements', submit };
const loadStripe = vi.fn(async (_key: string): Promise<typeof fakeStripe | null> => fakeStripe);
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: { clientSecret: string } }) => (
    <div data-testid="elements" data-has-secret={String(Boolean(options.clientSecret))}>
      {children}
    </div>
  ),
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => fakeStripe,
  useElements: () => fakeElements,
}));

const SECRET = 'pi_test123abc_secret_shh';
const INTENT = 'pi_test123abc';

const simulatorConfig = { body: { publishableKey: 'pk_test_local_simulator', simulator: true } };
const stripeConfig = { body: { publishableKey: 'pk_test_real', simulator: false } };

function storeSecret(roastId = ROAST_ID, clientSecret = SECRET) {
  sessionStorage.setItem('ugh_checkout', JSON.stringify({ roastId, clientSecret }));
}

const OWNER_KEY = 'the-owner-key';

/** This browser created the roast: it holds the owner key that promotion needs. */
function storeOwnerKey(roastId = ROAST_ID) {
  localStorage.setItem('ugh_owner_keys', JSON.stringify({ [roastId]: OWNER_KEY }));
}

const roastPage = () => ({
  'GET /api/announcements/current': { body: null },
  [`GET /api/roasts/${ROAST_ID}`]: { body: detail() },
  [`GET /api/roasts/${ROAST_ID}/reactions`]: { body: { counts: [], userReactions: [] } },
});

beforeEach(() => {
  confirmPayment.mockReset();
  submit.mockClear();
  loadStripe.mockClear();
  storeOwnerKey();
});

describe('/checkout/:roastId', () => {
  it('shows the title, price line and "Setting up secure payment..." while the configuration loads', async () => {
    mockApi({ 'GET /api/payments/config': () => new Promise(() => undefined) });
    storeSecret();
    renderApp(`/checkout/${ROAST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promote Your Roast' })).toBeInTheDocument();
    expect(screen.getByText('$9 to feature your roast with enhanced visibility')).toBeInTheDocument();
    expect(screen.getByText('Setting up secure payment...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/roast/${ROAST_ID}`);
  });

  it.each([
    ['a key without the pk_ prefix', { publishableKey: 'sk_nope', simulator: false }],
    ['no key at all', { publishableKey: null, simulator: false }],
  ])('shows "Payment Configuration Error" for %s', async (_case, config) => {
    mockApi({ 'GET /api/payments/config': { body: config } });
    storeSecret();
    renderApp(`/checkout/${ROAST_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment Configuration Error' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay $9 - Promote Roast' })).toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('simulator: a labelled test form pays the intent and returns to the roast with its id', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...roastPage(),
      'GET /api/payments/config': simulatorConfig,
      [`POST /api/local/simulated-payments/${INTENT}/pay`]: { body: { id: INTENT, status: 'succeeded' } },
      [`POST /api/roasts/${ROAST_ID}/promote`]: { body: { promoted: true } },
    });
    storeSecret();
    const { router } = renderApp(`/checkout/${ROAST_ID}`);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname + state.location.search));

    expect(await screen.findByText(/Test mode — no real card is charged/)).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 34');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Pay $9 - Promote Roast' }));

    await waitFor(() =>
      expect(visited).toContain(`/roast/${ROAST_ID}?payment=success&payment_intent=${INTENT}`),
    );
    expect(api.calls('POST', `/api/local/simulated-payments/${INTENT}/pay`)).toHaveLength(1);
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    const promote = api.calls('POST', `/api/roasts/${ROAST_ID}/promote`)[0]!;
    expect(promote.body).toEqual({ paymentIntentId: INTENT });
    expect(promote.headers['x-owner-key']).toBe(OWNER_KEY);
    expect(sessionStorage.getItem('ugh_checkout')).toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('simulator: a refused payment shows "Payment Failed" with the reason and stays on checkout', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/payments/config': simulatorConfig,
      [`POST /api/local/simulated-payments/${INTENT}/pay`]: {
        status: 404,
        body: { message: 'No such payment' },
      },
    });
    storeSecret();
    const { router } = renderApp(`/checkout/${ROAST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay $9 - Promote Roast' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('No such payment')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/checkout/${ROAST_ID}`);
    expect(screen.getByRole('button', { name: 'Pay $9 - Promote Roast' })).toBeEnabled();
  });

  it('simulator: a roast promoted in another tab since the page opened is not paid again; the page says so', async () => {
    const user = userEvent.setup();
    let promoted = false;
    const api = mockApi({
      'GET /api/payments/config': simulatorConfig,
      [`GET /api/roasts/${ROAST_ID}`]: () => ({ body: { id: ROAST_ID, isPromoted: promoted } }),
      [`POST /api/local/simulated-payments/${INTENT}/pay`]: { body: { id: INTENT, status: 'succeeded' } },
    });
    storeSecret();
    renderApp(`/checkout/${ROAST_ID}`);
    const pay = await screen.findByRole('button', { name: 'Pay $9 - Promote Roast' });
    promoted = true; // the other tab's payment went through
    await user.click(pay);
    expect(
      await screen.findByRole('heading', { name: 'This roast is already promoted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the gallery' })).toHaveAttribute('href', '/gallery');
    expect(api.calls('POST', `/api/local/simulated-payments/${INTENT}/pay`)).toHaveLength(0);
  });

  it('accepts the spec’s /checkout?client_secret=..&roast_id=.. link and drops the secret from the URL', async () => {
    mockApi({ 'GET /api/payments/config': simulatorConfig });
    const { router } = renderApp(`/checkout?client_secret=${SECRET}&roast_id=${ROAST_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${ROAST_ID}`));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Pay $9 - Promote Roast' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('ugh_checkout')!)).toEqual({
      roastId: ROAST_ID,
      clientSecret: SECRET,
    });
  });

  it('in a browser without the roast’s owner key it says only the creator can promote, and offers no payment', async () => {
    localStorage.clear();
    mockApi({ 'GET /api/payments/config': simulatorConfig });
    storeSecret();
    renderApp(`/checkout/${ROAST_ID}`);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Only the creator of this roast can promote it' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(/browser that created this roast/);
    expect(screen.queryByRole('button', { name: 'Pay $9 - Promote Roast' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/roast/${ROAST_ID}`);
  });

  it.each([
    ['a stranger (no owner key)', () => localStorage.clear()],
    ['the owner whose checkout expired', () => undefined],
  ])('tells %s that the roast is already promoted, before any owner check', async (_, setUp) => {
    setUp();
    mockApi({
      'GET /api/payments/config': simulatorConfig,
      [`GET /api/roasts/${ROAST_ID}`]: { body: { id: ROAST_ID, isPromoted: true } },
    });
    renderApp(`/checkout/${ROAST_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'This roast is already promoted' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the roast' })).toHaveAttribute('href', `/roast/${ROAST_ID}`);
    expect(screen.getByRole('link', { name: 'Open the gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.queryByRole('button', { name: 'Pay $9 - Promote Roast' })).toBeNull();
  });

  it('without a payment in progress it says so and offers Cancel', async () => {
    mockApi({ 'GET /api/payments/config': simulatorConfig });
    renderApp(`/checkout/${ROAST_ID}`);
    expect(await screen.findByRole('heading', { name: 'No payment in progress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/roast/${ROAST_ID}`);
  });

  it('real Stripe: Elements with the client secret; a declined card shows the provider message', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/payments/config': stripeConfig });
    storeSecret();
    confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    renderApp(`/checkout/${ROAST_ID}`);
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(screen.getByTestId('elements')).toHaveAttribute('data-has-secret', 'true');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_real');
    await user.click(screen.getByRole('button', { name: 'Pay $9 - Promote Roast' }));
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: fakeElements,
      confirmParams: { return_url: `${window.location.origin}/roast/${ROAST_ID}?payment=success` },
    });
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
  });

  it('real Stripe: a roast promoted in another tab since the page opened is never confirmed', async () => {
    const user = userEvent.setup();
    let promoted = false;
    mockApi({
      'GET /api/payments/config': stripeConfig,
      [`GET /api/roasts/${ROAST_ID}`]: () => ({ body: { id: ROAST_ID, isPromoted: promoted } }),
    });
    storeSecret();
    renderApp(`/checkout/${ROAST_ID}`);
    const pay = await screen.findByRole('button', { name: 'Pay $9 - Promote Roast' });
    promoted = true;
    await user.click(pay);
    expect(
      await screen.findByRole('heading', { name: 'This roast is already promoted' }),
    ).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(confirmPayment).not.toHaveBeenCalled();
  });

  it('real Stripe: a form Stripe finds incomplete is not confirmed, and says why', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/payments/config': stripeConfig });
    storeSecret();
    submit.mockResolvedValueOnce({ error: { message: 'Your card number is incomplete.' } });
    renderApp(`/checkout/${ROAST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay $9 - Promote Roast' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(confirmPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $9 - Promote Roast' })).toBeEnabled();
  });

  it('real Stripe: an error without a message falls back to the spec’s default text', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/payments/config': stripeConfig });
    storeSecret();
    confirmPayment.mockResolvedValueOnce({ error: { type: 'api_error' } });
    renderApp(`/checkout/${ROAST_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay $9 - Promote Roast' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error processing your payment. Please try again.'),
    ).toBeInTheDocument();
  });

  it('real Stripe: when Stripe.js cannot load, it says so instead of spinning', async () => {
    mockApi({
      'GET /api/payments/config': { body: { publishableKey: 'pk_test_unreachable', simulator: false } },
    });
    storeSecret();
    loadStripe.mockResolvedValueOnce(null);
    renderApp(`/checkout/${ROAST_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Secure payment form unavailable' }),
    ).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_unreachable');
  });
});
