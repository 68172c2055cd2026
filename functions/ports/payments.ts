/** A PaymentIntent as the server sees it when deciding whether a promotion is paid for. */
export interface PaymentIntentView {
  id: string;
  status: string;
  amount: number;
  currency: string;
  livemode: boolean;
  roastId: string | null;
  /** What the checkout page confirms the payment with; handed only to the roast's owner. */
  clientSecret: string | null;
}

export interface WebhookEvent {
  id: string;
  type: string;
  livemode: boolean;
  /** Present for payment_intent.* events. */
  intent: PaymentIntentView | null;
}

/** A refund as Stripe reports it (`pending` until the card network has it, then `succeeded`). */
export interface RefundView {
  id: string;
  status: string;
  amount: number;
  currency: string;
}

/** Stripe in production; the same Stripe client against the local simulator in local mode and tests. */
export interface PaymentGateway {
  /** The fixed promotion price, set by the server; idempotent per key. */
  createPromotionIntent(input: {
    roastId: string;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<PaymentIntentView>;
  /**
   * Gives the whole payment back (a promotion bought twice). Idempotent per key, and a payment already
   * refunded answers its existing refund rather than an error.
   */
  refundPayment(input: {
    paymentIntentId: string;
    roastId: string;
    idempotencyKey: string;
  }): Promise<RefundView>;
  /** Verifies the signature on the exact raw body; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string): WebhookEvent;
  /** Whether this gateway's keys are live-mode keys (events must match). */
  readonly livemode: boolean;
}

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export type PromotionDetails = { websiteUrl: string; websiteName: string; authorCredit: string | null };

/**
 * pending → paid (it promoted the roast), or pending → refund_due → refunded when it arrived for a
 * roast already promoted by another payment.
 */
export type PaymentStatus = 'pending' | 'paid' | 'refund_due' | 'refunded';

export interface PaymentRecord {
  paymentIntentId: string;
  roastId: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  promotion: PromotionDetails;
  createdAt: string;
  /** Set once the money went back: Stripe's refund id and status, and when. */
  refund?: RefundView & { refundedAt: string };
}

/** What became of a checkout that asked for the roast's one open payment. */
export type OpenCheckoutOutcome =
  /** This payment is the roast's open checkout, with these details. */
  | 'opened'
  /** Another payment holds the roast's checkout (a parallel request opened it first). */
  | 'taken'
  /** The roast was promoted meanwhile: nothing to pay. */
  | 'roast-promoted'
  /** This payment is no longer pending (it was paid or refunded meanwhile). */
  | 'not-pending';

export interface PaymentRepository {
  /** The roast's open checkout (its latest payment), if it ever had one. */
  checkoutOf(roastId: string): Promise<PaymentRecord | null>;
  /**
   * Makes `payment` (pending) the roast's one open checkout, in one transaction with its record, and only
   * while the roast is not promoted: when the checkout names another payment, only if that is
   * `replacing` (a payment that can no longer be paid). Again with the same payment: updates its details.
   */
  openCheckout(input: { payment: PaymentRecord; replacing: string | null }): Promise<OpenCheckoutOutcome>;
  get(paymentIntentId: string): Promise<PaymentRecord | null>;
  /**
   * In one transaction: remember the event id (dedupe, with TTL) when there is one, mark the payment
   * paid, and promote the roast, only if no other payment promoted it. Returns what happened; repeats
   * change nothing. `refund-due`: the roast was promoted already; the payment is now marked `refund_due`.
   */
  completePromotion(input: {
    payment: PaymentRecord;
    eventId?: string;
  }): Promise<'promoted' | 'already-paid' | 'duplicate-event' | 'refund-due'>;
  /** refund_due → refunded, with the refund. Repeats change nothing. */
  recordRefund(paymentIntentId: string, refund: RefundView): Promise<void>;
}
