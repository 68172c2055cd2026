/**
 * Composition: payments. The Stripe keys come from functions/composition/secrets.ts (deployed: the Stripe
 * secret, read at run time; locally: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, with the simulator's
 * STRIPE_API_URL). The gateway is rebuilt when the keys change (a rotation), kept otherwise.
 */
import { createDynamoDocumentClient } from '../adapters/aws-clients';
import { DynamoPaymentRepository } from '../adapters/dynamodb/payment-repository';
import { StripeGateway } from '../adapters/stripe/stripe-gateway';
import type { PromotionDeps } from '../usecases/promotion';
import { config } from './config';
import { dependencies } from './container';
import { HttpError } from '../http-kit/http-errors';
import { logger } from '../http-kit/observability';
import { stripeKeys, type StripeKeys } from './secrets';

let payments: { deps: PromotionDeps; keys: StripeKeys } | undefined;

const NOT_CONFIGURED = 'Payments are not configured on this server';

export async function paymentDependencies(): Promise<PromotionDeps> {
  let keys: StripeKeys | undefined;
  try {
    keys = await stripeKeys();
  } catch (error) {
    // The operator's remedy is in the log; the visitor learns only that payments are unavailable.
    logger.error('stripe keys unavailable', { error });
    throw new HttpError(503, NOT_CONFIGURED);
  }
  if (!keys) throw new HttpError(503, NOT_CONFIGURED);
  if (
    !payments ||
    payments.keys.secretKey !== keys.secretKey ||
    payments.keys.webhookSecret !== keys.webhookSecret
  ) {
    const { roasts } = dependencies();
    const cfg = config();
    payments = {
      keys,
      deps: {
        roasts,
        payments: new DynamoPaymentRepository(createDynamoDocumentClient(cfg), cfg.tableName, roasts),
        gateway: new StripeGateway({
          secretKey: keys.secretKey,
          webhookSecret: keys.webhookSecret,
          apiUrl: process.env.STRIPE_API_URL || undefined,
        }),
      },
    };
  }
  return payments.deps;
}

export function forgetPayments(): void {
  payments = undefined;
}
