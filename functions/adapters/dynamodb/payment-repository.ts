import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { RoastNotFoundError, RoastNotReadyError } from '../../domain/errors';
import { isReady } from '../../domain/roast';
import type { PaymentRecord, PaymentRepository } from '../../ports/payments';
import type { RoastLifecycleRepository } from '../../ports/roast-repository';
import { paymentKey, roastKey, stripeEventKey } from './keys';
import { promotionUpdate } from './roast-items';
import { TTL_ATTRIBUTE } from '../../contracts/table-definition';
import { withTransactionRetry } from './transactions';

/** Stripe retries webhooks for up to three days; remember event ids for a month. */
const EVENT_TTL_SECONDS = 30 * 24 * 3600;

export class DynamoPaymentRepository implements PaymentRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly roasts: RoastLifecycleRepository,
  ) {}

  async recordPending(payment: PaymentRecord): Promise<void> {
    // A retried create with the same idempotency key returns the same intent: overwrite only a pending one.
    await this.db
      .send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...paymentKey(payment.paymentIntentId), entity: 'PAYMENT', ...payment },
          ConditionExpression: 'attribute_not_exists(PK) OR #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        }),
      )
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return;
        throw error;
      });
  }

  async get(paymentIntentId: string): Promise<PaymentRecord | null> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: paymentKey(paymentIntentId), ConsistentRead: true }),
    );
    if (!out.Item) return null;
    const { PK: _pk, SK: _sk, entity: _e, ...payment } = out.Item;
    return payment as PaymentRecord;
  }

  async completePromotion(input: {
    payment: PaymentRecord;
    eventId?: string;
  }): Promise<'promoted' | 'already-paid' | 'duplicate-event'> {
    const { payment, eventId } = input;
    const roast = await this.roasts.get(payment.roastId);
    if (!roast) throw new RoastNotFoundError(payment.roastId);
    if (!isReady(roast)) throw new RoastNotReadyError(payment.roastId);
    const now = new Date().toISOString();
    const eventPut = eventId
      ? {
          Put: {
            TableName: this.tableName,
            Item: {
              ...stripeEventKey(eventId),
              entity: 'STRIPE_EVENT',
              paymentIntentId: payment.paymentIntentId,
              receivedAt: now,
              [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) + EVENT_TTL_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        }
      : null;
    const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
      ...(eventPut ? [eventPut] : []),
      {
        Update: {
          TableName: this.tableName,
          Key: paymentKey(payment.paymentIntentId),
          UpdateExpression: 'SET #status = :paid, paidAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':paid': 'paid', ':pending': 'pending', ':now': now },
        },
      },
      {
        Update: {
          TableName: this.tableName,
          Key: roastKey(roast.id),
          ...promotionUpdate(roast, payment.promotion),
        },
      },
    ];
    try {
      await withTransactionRetry(() => this.db.send(new TransactWriteCommand({ TransactItems: items })));
      return 'promoted';
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const offset = eventPut ? 1 : 0;
      if (eventPut && reasons[0]?.Code === 'ConditionalCheckFailed') return 'duplicate-event';
      if (reasons[offset]?.Code === 'ConditionalCheckFailed') {
        // Paid already (the other path got there first): still remember this event id.
        if (eventPut) await this.db.send(new PutCommand(eventPut.Put)).catch(() => undefined);
        return 'already-paid';
      }
      throw error;
    }
  }
}
