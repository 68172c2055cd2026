/** A PaymentIntent as the server sees it when deciding whether a promotion is paid for. */
export interface PaymentIntentView {
  id: string;
  status: string;
  amount: number;
  currency: string;
  livemode: boolean;
  roastId: string | null;
}

export interface WebhookEvent {
  id: string;
  type: string;
  livemode: boolean;
  /** Present for payment_intent.* events. */
  intent: PaymentIntentView | null;
}

/** Stripe in production; the same Stripe client against the local simulator in local mode and tests. */
export interface PaymentGateway {
  /** The fixed promotion price, set by the server; idempotent per key. */
  createPromotionIntent(input: {
    roastId: string;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<PaymentIntentView>;
  /** Verifies the signature on the exact raw body; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string): WebhookEvent;
  /** Whether this gateway's keys are live-mode keys (events must match). */
  readonly livemode: boolean;
}

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export interface PaymentRecord {
  paymentIntentId: string;
  roastId: string;
  status: 'pending' | 'paid';
  amount: number;
  currency: string;
  promotion: { websiteUrl: string; websiteName: string; authorCredit: string | null };
  createdAt: string;
}

export interface PaymentRepository {
  recordPending(payment: PaymentRecord): Promise<void>;
  get(paymentIntentId: string): Promise<PaymentRecord | null>;
  /**
   * In one transaction: remember the event id (dedupe, with TTL) when there is one, mark the payment
   * paid, and promote the roast. Returns what happened; repeats change nothing.
   */
  completePromotion(input: {
    payment: PaymentRecord;
    eventId?: string;
  }): Promise<'promoted' | 'already-paid' | 'duplicate-event'>;
}
