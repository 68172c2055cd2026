import { createHash } from 'node:crypto';
import { RoastNotFoundError, RoastNotReadyError } from '../domain/errors';
import { PROMOTION_CURRENCY, PROMOTION_PRICE_CENTS } from '../domain/limits';
import { isReady } from '../domain/roast';
import type { PaymentGateway, PaymentIntentView, PaymentRepository, WebhookEvent } from '../ports/payments';
import type { RoastLifecycleRepository } from '../ports/roast-repository';
import { assertOwner } from './owner-key';

export interface PromotionDeps {
  roasts: RoastLifecycleRepository;
  payments: PaymentRepository;
  gateway: PaymentGateway;
}

export interface PromotionDetails {
  websiteUrl?: string;
  websiteName?: string;
  authorCredit?: string;
}

/** A refusal the visitor can act on (status + message). */
export class PromotionError extends Error {
  override readonly name = 'PromotionError';
  constructor(
    readonly status: 400 | 402 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** The one price and currency a promotion may have, and the roast it was bought for. */
function paysForPromotion(intent: PaymentIntentView, roastId: string): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.amount === PROMOTION_PRICE_CENTS &&
    intent.currency === PROMOTION_CURRENCY &&
    intent.roastId === roastId
  );
}

/**
 * POST /api/create-payment-intent: the server sets the price; the details wait with the payment. Only
 * the creator (owner key) may ask: publishing someone's private screenshots is theirs to decide.
 * `ownerKey` is asked for only after the roast is known not to be promoted (it throws when the
 * request carries none), so anyone asking about a promoted roast learns that first.
 */
export async function createPaymentIntent(
  deps: PromotionDeps,
  request: PromotionDetails & { roastId: string },
  ownerKey: () => string,
): Promise<{ clientSecret: string }> {
  const roast = await deps.roasts.get(request.roastId);
  if (!roast || roast.status === 'failed' || roast.status === 'rejected')
    throw new RoastNotFoundError(request.roastId);
  // Said to anyone, before the owner check: a promoted roast is public, and "only the creator can
  // promote it" would send a stranger (or the owner in another browser) after a payment not needed.
  if (roast.isPromoted) throw new PromotionError(409, 'This roast is already promoted');
  assertOwner(roast, ownerKey(), 'promote');
  if (!isReady(roast)) throw new RoastNotReadyError(request.roastId);
  const websiteUrl = request.websiteUrl ?? roast.website.url;
  const websiteName = request.websiteName ?? roast.website.name ?? roast.website.title;
  if (!websiteUrl) throw new PromotionError(400, 'websiteUrl: is required to promote a roast');
  if (!websiteName) throw new PromotionError(400, 'websiteName: is required to promote a roast');
  const promotion = { websiteUrl, websiteName, authorCredit: request.authorCredit?.trim() || null };
  // Same roast and same details → same key → Stripe returns the same intent on a retry.
  const idempotencyKey = `promote-${roast.id}-${createHash('sha256').update(JSON.stringify(promotion)).digest('hex').slice(0, 24)}`;
  const intent = await deps.gateway.createPromotionIntent({ roastId: roast.id, idempotencyKey });
  await deps.payments.recordPending({
    paymentIntentId: intent.id,
    roastId: roast.id,
    status: 'pending',
    amount: PROMOTION_PRICE_CENTS,
    currency: PROMOTION_CURRENCY,
    promotion,
    createdAt: new Date().toISOString(),
  });
  return { clientSecret: intent.clientSecret };
}

/**
 * POST /api/stripe/webhook: only a verified `payment_intent.succeeded` for the right amount, currency,
 * mode and a known payment promotes; everything else is acknowledged and ignored, so Stripe stops
 * retrying. Duplicates and parallel deliveries promote once (event id dedupe in the transaction).
 */
export async function handleStripeEvent(deps: PromotionDeps, event: WebhookEvent): Promise<string> {
  if (event.type !== 'payment_intent.succeeded' || !event.intent) return 'ignored';
  const intent = event.intent;
  if (
    event.livemode !== deps.gateway.livemode ||
    !intent.roastId ||
    !paysForPromotion(intent, intent.roastId)
  ) {
    return 'ignored';
  }
  const payment = await deps.payments.get(intent.id);
  if (!payment || payment.roastId !== intent.roastId) return 'ignored';
  try {
    return await deps.payments.completePromotion({ payment, eventId: event.id });
  } catch (error) {
    // The roast was deleted after paying: nothing left to promote (support handles refunds).
    if (error instanceof RoastNotFoundError || error instanceof RoastNotReadyError) return 'ignored';
    throw error;
  }
}

/**
 * POST /api/roasts/{id}/promote (the return from checkout): by the creator only (owner key), and
 * succeeds only when Stripe itself says the intent succeeded for this roast at the promotion price.
 * Idempotent with the webhook (which needs no key: only the creator could create the intent).
 */
export async function confirmPromotion(
  deps: PromotionDeps,
  roastId: string,
  paymentIntentId: string,
  ownerKey: string,
): Promise<{ promoted: true }> {
  const roast = await deps.roasts.get(roastId);
  if (!roast) throw new RoastNotFoundError(roastId);
  assertOwner(roast, ownerKey, 'promote');
  const payment = await deps.payments.get(paymentIntentId);
  if (!payment || payment.roastId !== roastId) throw new PromotionError(404, 'No payment for this roast');
  const intent = await deps.gateway.retrieveIntent(paymentIntentId);
  if (!paysForPromotion(intent, roastId) || intent.livemode !== deps.gateway.livemode) {
    throw new PromotionError(402, 'The payment has not succeeded');
  }
  await deps.payments.completePromotion({ payment });
  return { promoted: true };
}
