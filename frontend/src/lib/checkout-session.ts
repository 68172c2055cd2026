import { readJson, removeKey, writeJson } from './storage';

/**
 * The checkout in progress, shared by the roast page (which starts a promotion and reads the outcome
 * when the visitor comes back: features/roasts) and the checkout page (features/checkout). Kept for
 * this tab only (sessionStorage): the client secret survives a reload of /checkout but never goes into
 * a URL we keep, local storage or a log.
 */
const CHECKOUT_KEY = 'ugh_checkout';

interface StoredCheckout {
  roastId: string;
  clientSecret: string;
}

export function saveCheckout(roastId: string, clientSecret: string): void {
  writeJson('session', CHECKOUT_KEY, { roastId, clientSecret } satisfies StoredCheckout);
}

export function readCheckoutSecret(roastId: string): string | null {
  const stored = readJson<StoredCheckout>('session', CHECKOUT_KEY);
  return stored && stored.roastId === roastId && typeof stored.clientSecret === 'string'
    ? stored.clientSecret
    : null;
}

export function clearCheckout(): void {
  removeKey('session', CHECKOUT_KEY);
}

/** A PaymentIntent's client secret is `{id}_secret_{…}`; the id alone is not a secret. */
export function paymentIntentIdFromSecret(clientSecret: string): string | null {
  const index = clientSecret.indexOf('_secret_');
  const id = index > 0 ? clientSecret.slice(0, index) : '';
  return /^pi_[A-Za-z0-9_]+$/.test(id) ? id : null;
}

/** Spec core-flow §8, payment rows: what both the checkout and the roast page say when payment fails. */
export const PAYMENT_FAILED_TITLE = 'Payment Failed';
export const PAYMENT_FAILED_DEFAULT = 'There was an error processing your payment. Please try again.';
