import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { RoastNotFoundError, RoastNotReadyError } from '../../domain/errors';
import { isReady } from '../../domain/roast';
import type { OpenCheckoutOutcome, PaymentRecord, PaymentRepository, RefundView } from '../../ports/payments';
import type { RoastLifecycleRepository } from '../../ports/roast-repository';
import { checkoutKey, paymentKey, roastKey, stripeEventKey } from './keys';
import { promotionUpdate } from './roast-items';
import { TTL_ATTRIBUTE } from '../../contracts/table-definition';
import { withTransactionRetry } from './transactions';

/** Stripe retries webhooks for up to three days; remember event ids for a month. */
const EVENT_TTL_SECONDS = 30 * 24 * 3600;

/** A roast no payment has promoted yet (isPromoted never goes back to false). */
const NOT_PROMOTED = '(attribute_not_exists(isPromoted) OR isPromoted <> :true)';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Which items of a cancelled transaction failed their condition (null: it failed for another reason). */
function failedConditions(error: unknown): boolean[] | null {
  if (!(error instanceof TransactionCanceledException)) return null;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code === 'ConditionalCheckFailed');
}

export class DynamoPaymentRepository implements PaymentRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly roasts: RoastLifecycleRepository,
  ) {}

  async checkoutOf(roastId: string): Promise<PaymentRecord | null> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: checkoutKey(roastId), ConsistentRead: true }),
    );
    const paymentIntentId = out.Item?.paymentIntentId as string | undefined;
    return paymentIntentId ? this.get(paymentIntentId) : null;
  }

  async openCheckout(input: {
    payment: PaymentRecord;
    replacing: string | null;
  }): Promise<OpenCheckoutOutcome> {
    const { payment, replacing } = input;
    const now = new Date().toISOString();
    const items: TransactItems = [
      {
        // A retried or repeated request names the same payment: only a pending one takes new details.
        Put: {
          TableName: this.tableName,
          Item: { ...paymentKey(payment.paymentIntentId), entity: 'PAYMENT', ...payment },
          ConditionExpression: 'attribute_not_exists(PK) OR #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        },
      },
      {
        // The one open checkout per roast: taken only if free, already ours, or the one we replace.
        Put: {
          TableName: this.tableName,
          Item: {
            ...checkoutKey(payment.roastId),
            entity: 'CHECKOUT',
            roastId: payment.roastId,
            paymentIntentId: payment.paymentIntentId,
            updatedAt: now,
          },
          ConditionExpression: `attribute_not_exists(PK) OR paymentIntentId = :id${replacing ? ' OR paymentIntentId = :replacing' : ''}`,
          ExpressionAttributeValues: {
            ':id': payment.paymentIntentId,
            ...(replacing ? { ':replacing': replacing } : {}),
          },
        },
      },
      {
        // Promoted between the visitor's request and this write: nothing may be paid for it.
        ConditionCheck: {
          TableName: this.tableName,
          Key: roastKey(payment.roastId),
          ConditionExpression: `attribute_exists(PK) AND ${NOT_PROMOTED}`,
          ExpressionAttributeValues: { ':true': true },
        },
      },
    ];
    try {
      await withTransactionRetry(() => this.db.send(new TransactWriteCommand({ TransactItems: items })));
      return 'opened';
    } catch (error) {
      const failed = failedConditions(error);
      if (!failed) throw error;
      if (failed[2]) {
        if (!(await this.roasts.get(payment.roastId))) throw new RoastNotFoundError(payment.roastId);
        return 'roast-promoted';
      }
      if (failed[1]) return 'taken';
      if (failed[0]) return 'not-pending';
      throw error;
    }
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
  }): Promise<'promoted' | 'already-paid' | 'duplicate-event' | 'refund-due'> {
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
    const promote = promotionUpdate(roast, payment.promotion);
    const items: TransactItems = [
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
          ...promote,
          // One promotion per roast: a second payment (two tabs, two intents both paid) must not
          // promote again with its own details; it is refunded instead.
          ConditionExpression: `${promote.ConditionExpression} AND ${NOT_PROMOTED}`,
        },
      },
    ];
    try {
      await withTransactionRetry(() => this.db.send(new TransactWriteCommand({ TransactItems: items })));
      return 'promoted';
    } catch (error) {
      const failed = failedConditions(error);
      if (!failed) throw error;
      const offset = eventPut ? 1 : 0;
      if (eventPut && failed[0]) return 'duplicate-event';
      if (failed[offset]) {
        // Paid already (the other path got there first), or refunded: still remember this event id.
        if (eventPut) await this.db.send(new PutCommand(eventPut.Put)).catch(() => undefined);
        return 'already-paid';
      }
      if (failed[offset + 1]) {
        const current = await this.roasts.get(roast.id);
        if (!current) throw new RoastNotFoundError(roast.id);
        if (!current.isPromoted) throw new RoastNotReadyError(roast.id);
        await this.markRefundDue(payment.paymentIntentId, now);
        return 'refund-due';
      }
      throw error;
    }
  }

  /** pending → refund_due: the money came for a roast another payment had promoted. */
  private async markRefundDue(paymentIntentId: string, now: string): Promise<void> {
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: paymentKey(paymentIntentId),
          UpdateExpression: 'SET #status = :due, paidAt = :now, refundDueAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':due': 'refund_due', ':pending': 'pending', ':now': now },
        }),
      )
      .catch((error: unknown) => {
        // A parallel delivery of the same payment marked it first.
        if (error instanceof ConditionalCheckFailedException) return;
        throw error;
      });
  }

  async recordRefund(paymentIntentId: string, refund: RefundView): Promise<void> {
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: paymentKey(paymentIntentId),
          UpdateExpression: 'SET #status = :refunded, refund = :refund',
          ConditionExpression: 'attribute_exists(PK) AND #status = :due',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':refunded': 'refunded',
            ':due': 'refund_due',
            ':refund': { ...refund, refundedAt: new Date().toISOString() },
          },
        }),
      )
      .catch((error: unknown) => {
        // Recorded already by a parallel delivery or the return path (the same refund: one key).
        if (error instanceof ConditionalCheckFailedException) return;
        throw error;
      });
  }
}
