import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';

/**
 * What the checkout page needs: the publishable key (checked for a pk_ prefix by the SPA) and whether
 * payments go to the local simulator (local mode without Stripe keys; never in a deployed stack).
 */
export const handler = httpRoute('paymentConfig', {}, async () =>
  json(200, {
    publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? null,
    simulator: Boolean(process.env.STRIPE_API_URL),
  }),
);
