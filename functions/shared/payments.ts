/** Composition: payments, configured with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (locally, the simulator's URL too). */
import { createDynamoDocumentClient } from '../adapters/aws-clients';
import { DynamoPaymentRepository } from '../adapters/dynamodb/payment-repository';
import { StripeGateway } from '../adapters/stripe/stripe-gateway';
import type { PromotionDeps } from '../usecases/promotion';
import { config } from './config';
import { dependencies } from './container';
import { HttpError } from './http-errors';

let payments: PromotionDeps | undefined;

export function paymentDependencies(): PromotionDeps {
  if (!payments) {
    const secretKey = process.env.STRIPE_SECRET_KEY;
    const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
    if (!secretKey || !webhookSecret) throw new HttpError(503, 'Payments are not configured on this server');
    const { roasts } = dependencies();
    const cfg = config();
    payments = {
      roasts,
      payments: new DynamoPaymentRepository(createDynamoDocumentClient(cfg), cfg.tableName, roasts),
      gateway: new StripeGateway({
        secretKey,
        webhookSecret,
        apiUrl: process.env.STRIPE_API_URL || undefined,
      }),
    };
  }
  return payments;
}

export function forgetPayments(): void {
  payments = undefined;
}
