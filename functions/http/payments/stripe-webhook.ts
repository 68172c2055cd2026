import { paymentDependencies } from '../../composition/payments';
import { HttpError } from '../../http-kit/http-errors';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { appendRoastId, logger, METRIC, recordMetric } from '../../http-kit/observability';
import { WebhookSignatureError } from '../../ports/payments';
import { handleStripeEvent } from '../../usecases/promotion';

/** Stripe calls this. The signature covers the exact raw bytes, so the body is never re-serialised. */
export const handler = httpRoute('stripeWebhook', { rawBody: true }, async ({ event }) => {
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const signature = event.headers?.['stripe-signature'];
  if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header');
  const deps = await paymentDependencies();
  let parsed;
  try {
    parsed = deps.gateway.parseWebhook(raw, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new HttpError(400, 'Invalid Stripe signature');
    throw error;
  }
  const settled = await handleStripeEvent(deps, parsed);
  const { outcome } = settled;
  if (parsed.intent?.roastId) appendRoastId(parsed.intent.roastId);
  logger.info('stripe event', { id: parsed.id, type: parsed.type, outcome });
  // One succeeded payment: promoted here, or already by the creator's return from checkout. A
  // redelivered event (duplicate-event) is the same payment again.
  if (outcome === 'promoted' || outcome === 'already-paid') recordMetric(METRIC.paymentSucceeded);
  // A second payment for a promoted roast, given back just now.
  if (settled.outcome === 'refunded' && settled.fresh) recordMetric(METRIC.paymentRefunded);
  return json(200, { received: true });
});
