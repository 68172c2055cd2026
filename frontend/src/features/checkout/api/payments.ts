import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readJson, removeKey, writeJson } from '../../../lib/storage';

/** GET /api/payments/config: the publishable key and whether local mode pays through its simulator. */
export interface PaymentConfig {
  publishableKey: string | null;
  simulator: boolean;
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'] as const,
    queryFn: ({ signal }) => apiRequest<PaymentConfig>('/api/payments/config', { signal }),
  });

/** Spec core-flow §5: the provider's public key must start with pk_, else the configuration error screen. */
export function isValidPublishableKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && key.startsWith('pk_');
}

/** A PaymentIntent's client secret is `{id}_secret_{…}`; the id alone is not a secret. */
export function paymentIntentIdFromSecret(clientSecret: string): string | null {
  const index = clientSecret.indexOf('_secret_');
  const id = index > 0 ? clientSecret.slice(0, index) : '';
  return /^pi_[A-Za-z0-9_]+$/.test(id) ? id : null;
}

/** Local mode only: the simulated card payment (marks the intent paid; the signed webhook follows). */
export function paySimulated(paymentIntentId: string): Promise<{ id: string; status: string }> {
  return apiRequest(`/api/local/simulated-payments/${encodeURIComponent(paymentIntentId)}/pay`, {
    method: 'POST',
  });
}

/**
 * The checkout in progress, kept for this tab only (sessionStorage): the client secret survives a reload
 * of /checkout but never goes into a URL we keep, local storage or a log.
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

/** Where the provider (or the simulator) sends the visitor back: spec §7 return URL. */
export function returnUrl(roastId: string, origin = window.location.origin): string {
  return `${origin}/roast/${encodeURIComponent(roastId)}?payment=success`;
}
