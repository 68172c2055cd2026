import Stripe from 'stripe';
import { PROMOTION_CURRENCY, PROMOTION_PRICE_CENTS } from '../../domain/limits';
import {
  type PaymentGateway,
  type PaymentIntentView,
  type RefundView,
  type WebhookEvent,
  WebhookSignatureError,
} from '../../ports/payments';

export interface StripeGatewayConfig {
  secretKey: string;
  webhookSecret: string;
  /** Local simulator only (loopback); production talks to api.stripe.com. */
  apiUrl?: string;
}

function view(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    livemode: intent.livemode,
    roastId: intent.metadata?.roastId ?? null,
    clientSecret: intent.client_secret ?? null,
  };
}

function refundView(refund: Stripe.Refund): RefundView {
  return {
    id: refund.id,
    status: refund.status ?? 'pending',
    amount: refund.amount,
    currency: refund.currency,
  };
}

/** The real `stripe` library, pointed at Stripe or (locally) at the loopback simulator. */
export class StripeGateway implements PaymentGateway {
  private readonly stripe: Stripe;
  readonly livemode: boolean;

  constructor(private readonly config: StripeGatewayConfig) {
    const local = config.apiUrl ? new URL(config.apiUrl) : undefined;
    if (local && !['127.0.0.1', 'localhost', '[::1]'].includes(local.hostname)) {
      throw new Error('STRIPE_API_URL may only point at a loopback simulator');
    }
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      ...(local
        ? {
            host: local.hostname,
            port: Number(local.port),
            protocol: local.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    this.livemode = config.secretKey.startsWith('sk_live_');
  }

  async createPromotionIntent(input: { roastId: string; idempotencyKey: string }) {
    const intent = await this.stripe.paymentIntents.create(
      {
        // The price is the server's, never the client's.
        amount: PROMOTION_PRICE_CENTS,
        currency: PROMOTION_CURRENCY,
        description: 'UGH Score: promote a roast to the public gallery',
        metadata: { roastId: input.roastId },
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieveIntent(id: string): Promise<PaymentIntentView> {
    return view(await this.stripe.paymentIntents.retrieve(id));
  }

  async refundPayment(input: { paymentIntentId: string; roastId: string; idempotencyKey: string }) {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          // The whole amount: the roast was promoted by another payment.
          reason: 'duplicate',
          metadata: { roastId: input.roastId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return refundView(refund);
    } catch (error) {
      // Refunded already (a retry after the idempotency key expired, or by an operator in the
      // dashboard): that refund is the answer, not an error.
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') {
        const existing = await this.stripe.refunds.list({ payment_intent: input.paymentIntentId, limit: 1 });
        if (existing.data[0]) return refundView(existing.data[0]);
      }
      throw error;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string): WebhookEvent {
    let event: Stripe.Event;
    try {
      // Default tolerance: 300 s. Verifies the HMAC over the exact bytes Stripe sent.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
    const object = event.data.object as { object?: string };
    return {
      id: event.id,
      type: event.type,
      livemode: event.livemode,
      intent: object.object === 'payment_intent' ? view(object as Stripe.PaymentIntent) : null,
    };
  }
}
