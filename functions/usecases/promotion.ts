import type { PromoteResponse } from '../domain/api-schemas';
import { RoastNotFoundError, RoastNotReadyError } from '../domain/errors';
import { PROMOTION_CURRENCY, PROMOTION_PRICE_CENTS } from '../domain/limits';
import { isReady } from '../domain/roast';
import type {
  PaymentGateway,
  PaymentIntentView,
  PaymentRecord,
  PaymentRepository,
  RefundView,
  WebhookEvent,
} from '../ports/payments';
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

/** Said to anyone who asks to pay for a promoted roast, before any owner check. */
export const ALREADY_PROMOTED = 'This roast is already promoted';

/** The intent statuses in which Stripe still lets the visitor pay (confirm) it. */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** How many times a checkout looks again after losing a race to a parallel request. */
const CHECKOUT_ATTEMPTS = 3;

/**
 * POST /api/create-payment-intent: the server sets the price; the details wait with the payment. Only
 * the creator (owner key) may ask: publishing someone's private screenshots is theirs to decide.
 * `ownerKey` is asked for only after the roast is known not to be promoted (it throws when the
 * request carries none), so anyone asking about a promoted roast learns that first.
 *
 * A roast has at most one open payment. A second request (a double click, a second tab, a retry after
 * a timeout) gets the same payment back, with the details it sent, so paying twice is not possible;
 * a new payment replaces the open one only once it can no longer be paid (cancelled).
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
  if (roast.isPromoted) throw new PromotionError(409, ALREADY_PROMOTED);
  assertOwner(roast, ownerKey(), 'promote');
  if (!isReady(roast)) throw new RoastNotReadyError(request.roastId);
  const websiteUrl = request.websiteUrl ?? roast.website.url;
  const websiteName = request.websiteName ?? roast.website.name ?? roast.website.title;
  if (!websiteUrl) throw new PromotionError(400, 'websiteUrl: is required to promote a roast');
  if (!websiteName) throw new PromotionError(400, 'websiteName: is required to promote a roast');
  const promotion = { websiteUrl, websiteName, authorCredit: request.authorCredit?.trim() || null };

  for (let attempt = 0; attempt < CHECKOUT_ATTEMPTS; attempt++) {
    const open = await deps.payments.checkoutOf(roast.id);
    if (open && open.status !== 'pending') {
      // Paid (or refunded as a second payment): the roast is promoted, or is being promoted right now.
      throw new PromotionError(409, ALREADY_PROMOTED);
    }
    let intent: { id: string; clientSecret: string | null } | null = null;
    if (open) {
      const current = await deps.gateway.retrieveIntent(open.paymentIntentId);
      if (current.status === 'succeeded') {
        // Paid, and the webhook has not arrived yet: promote now rather than ask for the money again.
        if (paysForPromotion(current, roast.id) && current.livemode === deps.gateway.livemode) {
          await settlePayment(deps, open);
        }
        throw new PromotionError(409, ALREADY_PROMOTED);
      }
      if (current.status === 'processing') {
        throw new PromotionError(
          409,
          'A payment for this roast is being processed. The roast is promoted as soon as it completes.',
        );
      }
      if (PAYABLE.has(current.status)) {
        if (!current.clientSecret) throw new Error('Stripe returned no client secret');
        intent = current;
      }
    }
    // Every request that finds the same open payment (or none) asks Stripe with the same key, so
    // parallel requests get one intent; one that replaces a cancelled intent names it.
    intent ??= await deps.gateway.createPromotionIntent({
      roastId: roast.id,
      idempotencyKey: `promote-${roast.id}-${open ? `after-${open.paymentIntentId}` : 'first'}`,
    });
    const reused = intent.id === open?.paymentIntentId;
    const outcome = await deps.payments.openCheckout({
      payment: {
        paymentIntentId: intent.id,
        roastId: roast.id,
        status: 'pending',
        amount: PROMOTION_PRICE_CENTS,
        currency: PROMOTION_CURRENCY,
        promotion,
        createdAt: reused && open ? open.createdAt : new Date().toISOString(),
      },
      replacing: open && !reused ? open.paymentIntentId : null,
    });
    if (outcome === 'opened' && intent.clientSecret) return { clientSecret: intent.clientSecret };
    if (outcome === 'roast-promoted') throw new PromotionError(409, ALREADY_PROMOTED);
    // 'taken' (a parallel request opened the roast's checkout first) or 'not-pending' (paid
    // meanwhile): look again, and join that checkout or say the roast is promoted.
  }
  throw new PromotionError(409, 'Another checkout for this roast is starting. Please try again.');
}

/** How one succeeded payment ended. */
export type Settlement =
  | { outcome: 'promoted' | 'already-paid' | 'duplicate-event' }
  /** It came for a roast another payment had promoted: the money went back (`fresh`: just now). */
  | { outcome: 'refunded'; refund: RefundView; fresh: boolean };

/**
 * A payment Stripe says succeeded: it promotes the roast, once; or, when another payment promoted the
 * roast first (two intents both paid: a race, or intents opened before one checkout per roast), it is
 * refunded automatically and the refund recorded on the payment. Safe to repeat from the webhook and
 * the return path: a refund that failed half-way (Stripe unreachable) is finished by the next call,
 * with the same idempotency key, so the money goes back once.
 */
async function settlePayment(
  deps: PromotionDeps,
  payment: PaymentRecord,
  eventId?: string,
): Promise<Settlement> {
  const outcome = await deps.payments.completePromotion({ payment, ...(eventId ? { eventId } : {}) });
  if (outcome === 'promoted' || outcome === 'duplicate-event') return { outcome };
  const current = await deps.payments.get(payment.paymentIntentId);
  if (current?.status === 'refunded' && current.refund) {
    const { refundedAt: _at, ...refund } = current.refund;
    return { outcome: 'refunded', refund, fresh: false };
  }
  if (current?.status === 'refund_due') {
    const refund = await deps.gateway.refundPayment({
      paymentIntentId: current.paymentIntentId,
      roastId: current.roastId,
      idempotencyKey: `refund-${current.paymentIntentId}`,
    });
    await deps.payments.recordRefund(current.paymentIntentId, refund);
    return { outcome: 'refunded', refund, fresh: true };
  }
  return { outcome: 'already-paid' };
}

/**
 * POST /api/stripe/webhook: only a verified `payment_intent.succeeded` for the right amount, currency,
 * mode and a known payment counts; everything else is acknowledged and ignored, so Stripe stops
 * retrying. Duplicates and parallel deliveries promote once (event id dedupe in the transaction); a
 * second payment for a promoted roast is refunded.
 */
export async function handleStripeEvent(
  deps: PromotionDeps,
  event: WebhookEvent,
): Promise<Settlement | { outcome: 'ignored' }> {
  const ignored = { outcome: 'ignored' } as const;
  if (event.type !== 'payment_intent.succeeded' || !event.intent) return ignored;
  const intent = event.intent;
  if (
    event.livemode !== deps.gateway.livemode ||
    !intent.roastId ||
    !paysForPromotion(intent, intent.roastId)
  ) {
    return ignored;
  }
  const payment = await deps.payments.get(intent.id);
  if (!payment || payment.roastId !== intent.roastId) return ignored;
  try {
    return await settlePayment(deps, payment, event.id);
  } catch (error) {
    // The roast was deleted after paying: nothing left to promote (support handles refunds).
    if (error instanceof RoastNotFoundError || error instanceof RoastNotReadyError) return ignored;
    throw error;
  }
}

/**
 * POST /api/roasts/{id}/promote (the return from checkout): by the creator only (owner key), and
 * succeeds only when Stripe itself says the intent succeeded for this roast at the promotion price.
 * Idempotent with the webhook (which needs no key: only the creator could create the intent). When the
 * roast had been promoted by another payment, this one is refunded and the answer says so.
 */
export async function confirmPromotion(
  deps: PromotionDeps,
  roastId: string,
  paymentIntentId: string,
  ownerKey: string,
): Promise<PromoteResponse> {
  const roast = await deps.roasts.get(roastId);
  if (!roast) throw new RoastNotFoundError(roastId);
  assertOwner(roast, ownerKey, 'promote');
  const payment = await deps.payments.get(paymentIntentId);
  if (!payment || payment.roastId !== roastId) throw new PromotionError(404, 'No payment for this roast');
  const intent = await deps.gateway.retrieveIntent(paymentIntentId);
  if (!paysForPromotion(intent, roastId) || intent.livemode !== deps.gateway.livemode) {
    throw new PromotionError(402, 'The payment has not succeeded');
  }
  const settled = await settlePayment(deps, payment);
  if (settled.outcome !== 'refunded') return { promoted: true };
  const { amount, currency, status } = settled.refund;
  return { promoted: true, refund: { amount, currency, status } };
}
