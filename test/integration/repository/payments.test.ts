import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoPaymentRepository } from '../../../functions/adapters/dynamodb/payment-repository';
import type { PaymentRecord } from '../../../functions/ports/payments';
import { storeRoast, useRepositoryHarness } from './fixtures';

/**
 * Patterns 20, 21, 33 and 34 (docs/data-model.md) against DynamoDB Local: one open checkout per roast,
 * one promotion per roast, and a second payment marked for a refund rather than promoting again.
 */
const h = useRepositoryHarness();
let payments: DynamoPaymentRepository;
beforeAll(() => {
  payments = new DynamoPaymentRepository(h.db, h.tableName, h.roasts);
});

const details = (websiteName: string) => ({
  websiteUrl: 'https://fixture.example',
  websiteName,
  authorCredit: null,
});

function payment(roastId: string, websiteName = 'Fixture Co'): PaymentRecord {
  return {
    paymentIntentId: `pi_test_${randomBytes(8).toString('hex')}`,
    roastId,
    status: 'pending',
    amount: 900,
    currency: 'usd',
    promotion: details(websiteName),
    createdAt: new Date().toISOString(),
  };
}

/** A pending payment written without a checkout, as every payment was before one checkout per roast. */
async function storeUncheckedPayment(p: PaymentRecord): Promise<void> {
  await h.db.send(
    new PutCommand({
      TableName: h.tableName,
      Item: { PK: `PAYMENT#${p.paymentIntentId}`, SK: 'META', entity: 'PAYMENT', ...p },
    }),
  );
}

describe('the open checkout of a roast (#33)', () => {
  it('is taken by the first payment; the same payment again only updates its details', async () => {
    const roast = await storeRoast(h);
    const first = payment(roast.id, 'First Name');
    expect(await payments.openCheckout({ payment: first, replacing: null })).toBe('opened');
    const renamed = { ...first, promotion: details('Second Name') };
    expect(await payments.openCheckout({ payment: renamed, replacing: null })).toBe('opened');
    expect(await payments.checkoutOf(roast.id)).toEqual(renamed);

    // A different payment for the same roast is refused while the first is open, and writes nothing.
    const other = payment(roast.id, 'Other Tab');
    expect(await payments.openCheckout({ payment: other, replacing: null })).toBe('taken');
    expect(await payments.get(other.paymentIntentId)).toBeNull();
    expect((await payments.checkoutOf(roast.id))?.paymentIntentId).toBe(first.paymentIntentId);
  });

  it('of parallel requests with different payments, exactly one opens the checkout', async () => {
    const roast = await storeRoast(h);
    const candidates = Array.from({ length: 6 }, (_, i) => payment(roast.id, `Tab ${i}`));
    const outcomes = await Promise.all(
      candidates.map((p) => payments.openCheckout({ payment: p, replacing: null })),
    );
    expect(outcomes.filter((o) => o === 'opened')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(5);
    const winner = candidates[outcomes.indexOf('opened')]!;
    expect((await payments.checkoutOf(roast.id))?.paymentIntentId).toBe(winner.paymentIntentId);
  });

  it('is replaced only by a payment that names the one it replaces', async () => {
    const roast = await storeRoast(h);
    const cancelled = payment(roast.id);
    await payments.openCheckout({ payment: cancelled, replacing: null });
    const next = payment(roast.id);
    expect(await payments.openCheckout({ payment: next, replacing: 'pi_test_somethingelse' })).toBe('taken');
    expect(await payments.openCheckout({ payment: next, replacing: cancelled.paymentIntentId })).toBe(
      'opened',
    );
    expect((await payments.checkoutOf(roast.id))?.paymentIntentId).toBe(next.paymentIntentId);
  });

  it('cannot open for a roast promoted meanwhile, nor take new details once paid', async () => {
    const promoted = await storeRoast(h, { public: true });
    const late = payment(promoted.id);
    expect(await payments.openCheckout({ payment: late, replacing: null })).toBe('roast-promoted');
    expect(await payments.get(late.paymentIntentId)).toBeNull();

    const roast = await storeRoast(h);
    const paid = payment(roast.id, 'Paid Name');
    await payments.openCheckout({ payment: paid, replacing: null });
    expect(await payments.completePromotion({ payment: paid })).toBe('promoted');
    const renamed = { ...paid, promotion: details('Too Late') };
    // The roast is promoted now, so that is what the checkout hears first.
    expect(await payments.openCheckout({ payment: renamed, replacing: null })).toBe('roast-promoted');
    expect((await payments.get(paid.paymentIntentId))?.promotion.websiteName).toBe('Paid Name');
  });

  it('is deleted with its roast', async () => {
    const roast = await storeRoast(h);
    await payments.openCheckout({ payment: payment(roast.id), replacing: null });
    await h.roasts.delete(roast.id);
    expect(await h.partition(`ROAST#${roast.id}`)).toEqual([]);
    expect(await payments.checkoutOf(roast.id)).toBeNull();
  });
});

describe('a payment for a roast another payment promoted (#21, #34)', () => {
  it('does not promote again with its details: it is marked refund_due, then refunded once', async () => {
    const roast = await storeRoast(h);
    // Two payments both paid: a race, or payments opened before one checkout per roast.
    const first = payment(roast.id, 'First Payment');
    const second = payment(roast.id, 'Second Payment');
    for (const p of [first, second]) await storeUncheckedPayment(p);
    expect(await payments.completePromotion({ payment: first, eventId: 'evt_first' })).toBe('promoted');
    expect(await payments.completePromotion({ payment: second, eventId: 'evt_second' })).toBe('refund-due');
    expect((await h.roasts.get(roast.id))?.promotion?.websiteName).toBe('First Payment');
    expect(await payments.get(second.paymentIntentId)).toMatchObject({ status: 'refund_due' });
    // Delivered again before the refund was made: still due, nothing promoted.
    expect(await payments.completePromotion({ payment: second, eventId: 'evt_second' })).toBe('already-paid');
    expect(await payments.get(second.paymentIntentId)).toMatchObject({ status: 'refund_due' });

    const refund = { id: 're_test_1', status: 'succeeded', amount: 900, currency: 'usd' };
    await payments.recordRefund(second.paymentIntentId, refund);
    await payments.recordRefund(second.paymentIntentId, { ...refund, id: 're_test_other' });
    expect(await payments.get(second.paymentIntentId)).toMatchObject({
      status: 'refunded',
      refund: { ...refund, refundedAt: expect.any(String) },
    });
    // The payment that promoted is never marked for a refund.
    await payments.recordRefund(first.paymentIntentId, refund);
    expect(await payments.get(first.paymentIntentId)).toMatchObject({ status: 'paid' });
    expect((await payments.get(first.paymentIntentId))?.refund).toBeUndefined();
  });

  it('of two payments completed in parallel, exactly one promotes and the other is due a refund', async () => {
    const roast = await storeRoast(h);
    const both = [payment(roast.id, 'A'), payment(roast.id, 'B')];
    for (const p of both) await storeUncheckedPayment(p);
    const outcomes = await Promise.all(both.map((p) => payments.completePromotion({ payment: p })));
    expect([...outcomes].sort()).toEqual(['promoted', 'refund-due']);
    const winner = both[outcomes.indexOf('promoted')]!;
    expect((await h.roasts.get(roast.id))?.promotion?.websiteName).toBe(winner.promotion.websiteName);
  });
});
