import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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

/**
 * GET /api/roasts/{id}, read for one thing: whether the roast is promoted already (public, so anyone
 * may be told, before any owner check). A missing roast reads as not promoted: the checkout's own
 * errors say the rest.
 */
export const promotedQueryOptions = (roastId: string) =>
  queryOptions({
    queryKey: ['payments', 'promoted', roastId] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ isPromoted: boolean }>(`/api/roasts/${encodeURIComponent(roastId)}`, { signal }),
    select: (roast) => roast.isPromoted === true,
    retry: false,
  });

/** Spec core-flow §5: the provider's public key must start with pk_, else the configuration error screen. */
export function isValidPublishableKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && key.startsWith('pk_');
}

/** Local mode only: the simulated card payment (marks the intent paid; the signed webhook follows). */
export function paySimulated(paymentIntentId: string): Promise<{ id: string; status: string }> {
  return apiRequest(`/api/local/simulated-payments/${encodeURIComponent(paymentIntentId)}/pay`, {
    method: 'POST',
  });
}

/** Where the provider (or the simulator) sends the visitor back: spec §7 return URL. */
export function returnUrl(roastId: string, origin = window.location.origin): string {
  return `${origin}/roast/${encodeURIComponent(roastId)}?payment=success`;
}
