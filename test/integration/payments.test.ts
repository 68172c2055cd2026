import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeGateway } from '../../functions/adapters/stripe/stripe-gateway';
import { StripeSimulator } from '../../functions/local/stripe-simulator';
import { websiteJpegBase64 } from './helpers/images';
import { localDynamoClient, startTestStack, type TestStack } from './helpers/stack';

const stripe = new StripeSimulator();
let stack: TestStack;
let image: string;

beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  stack = await startTestStack({
    perIpLimits: {
      createPaymentIntent: { limit: 1000, windowSeconds: 60 },
      promoteRoast: { limit: 1000, windowSeconds: 60 },
      createRoast: { limit: 1000, windowSeconds: 60 },
    },
  });
  stripe.webhookUrl = `${stack.url}/api/stripe/webhook`;
  image = await websiteJpegBase64();
});
afterAll(async () => {
  await stack?.stop();
  await stripe.stop();
});

/** What each roast's creator holds: the owner key returned once at creation. */
const ownerKeys = new Map<string, string>();

async function readyRoast(): Promise<string> {
  const res = await stack.api.post('/api/roasts', { images: [image], roastLevel: 'brutal' });
  await stack.api.waitForStatus(res.body.id);
  ownerKeys.set(res.body.id, res.body.ownerKey);
  return res.body.id;
}

/** A POST as the roast's creator: with its X-Owner-Key, as the creator's browser sends it. */
function asOwner(roastId: string, path: string, json: unknown) {
  return stack.api.request('POST', path, { json, headers: { 'x-owner-key': ownerKeys.get(roastId)! } });
}

const promotion = { websiteUrl: 'https://fixture.example', websiteName: 'Fixture Co', authorCredit: 'Ada' };

async function checkout(roastId: string) {
  const res = await asOwner(roastId, '/api/create-payment-intent', { roastId, ...promotion });
  expect(res.status).toBe(200);
  const intentId = (res.body.clientSecret as string).split('_secret_')[0]!;
  return { clientSecret: res.body.clientSecret as string, intent: stripe.intents.get(intentId)! };
}

/**
 * Listed in the gallery and leaderboards = carries the PUBLIC index keys. (Read from the table: the
 * gallery response itself is edge-cached for 10 s, as CloudFront would, so it may lag a promotion.)
 */
const isPublic = async (roastId: string) =>
  (await stack.tableItems()).some(
    (i) =>
      (i.PK as { S: string }).S === `ROAST#${roastId}` &&
      (i.GSI1PK as { S: string } | undefined)?.S === 'PUBLIC',
  );

const refundsFor = (intentId: string) =>
  [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId);
const intentsFor = (roastId: string) =>
  [...stripe.intents.values()].filter((intent) => intent.metadata.roastId === roastId);

/** The stored payment record (read from the table, as an operator would). */
async function paymentRecord(intentId: string) {
  const item = (await stack.tableItems()).find((i) => (i.PK as { S: string }).S === `PAYMENT#${intentId}`);
  return item
    ? {
        status: (item.status as { S: string }).S,
        refundId: (item.refund as { M: { id: { S: string } } } | undefined)?.M.id.S ?? null,
      }
    : null;
}

/**
 * A second pending payment for the roast, outside its one checkout: what an earlier release left (it
 * opened one intent per set of details), and what a race would leave. Its intent is real (the
 * simulator's); its record is written as that release wrote it.
 */
async function uncheckedPayment(roastId: string, websiteName: string) {
  const gateway = new StripeGateway({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    apiUrl: stripe.url,
  });
  const { id } = await gateway.createPromotionIntent({ roastId, idempotencyKey: `earlier-${websiteName}` });
  const db = DynamoDBDocumentClient.from(localDynamoClient(stack.endpoints.dynamodb));
  await db.send(
    new PutCommand({
      TableName: stack.tableName,
      Item: {
        PK: `PAYMENT#${id}`,
        SK: 'META',
        entity: 'PAYMENT',
        paymentIntentId: id,
        roastId,
        status: 'pending',
        amount: 900,
        currency: 'usd',
        promotion: { ...promotion, websiteName },
        createdAt: new Date().toISOString(),
      },
    }),
  );
  db.destroy();
  return stripe.intents.get(id)!;
}

describe('creating a payment intent', () => {
  it('asks Stripe for $9 in USD for this roast, with an idempotency key, and returns only the client secret', async () => {
    const roastId = await readyRoast();
    const { clientSecret, intent } = await checkout(roastId);
    expect(clientSecret).toMatch(/^pi_sim_\w+_secret_\w+$/);
    const call = stripe.creates.at(-1)!;
    expect(call.params).toMatchObject({ amount: '900', currency: 'usd', 'metadata[roastId]': roastId });
    expect(call.idempotencyKey).toMatch(new RegExp(`^promote-${roastId}-`));
    expect(intent.amount).toBe(900);
    // Retrying the same request returns the same intent.
    const again = await asOwner(roastId, '/api/create-payment-intent', { roastId, ...promotion });
    expect(again.body.clientSecret).toBe(clientSecret);
  });

  it('refuses unknown roasts and bad input', async () => {
    const key = { 'x-owner-key': 'K'.repeat(22) };
    const unknown = { roastId: 'A'.repeat(22), ...promotion };
    expect(
      (await stack.api.request('POST', '/api/create-payment-intent', { json: unknown, headers: key })).status,
    ).toBe(404);
    const bad = await stack.api.request('POST', '/api/create-payment-intent', {
      json: { roastId: 'x', ...promotion },
      headers: key,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^roastId: /);
  });

  it('is for the creator only: without the owner key, or with another roast’s, nothing is charged or published', async () => {
    const [roastId, strangersOwn] = [await readyRoast(), await readyRoast()];
    const creates = stripe.creates.length;
    const stranger = { roastId, websiteUrl: 'https://stranger.example', websiteName: 'Stranger Inc' };

    const keyless = await stack.api.post('/api/create-payment-intent', stranger);
    expect(keyless.status).toBe(401);
    expect(keyless.body).toEqual({
      message: 'Send the X-Owner-Key header you received when the roast was created',
    });
    const wrongKey = await stack.api.request('POST', '/api/create-payment-intent', {
      json: stranger,
      headers: { 'x-owner-key': ownerKeys.get(strangersOwn)! },
    });
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.body).toEqual({
      message: 'Only the creator of this roast can promote it (owner key mismatch)',
    });
    expect(stripe.creates.length).toBe(creates);
    expect(await isPublic(roastId)).toBe(false);
  });
});

describe('the Stripe webhook', () => {
  it('promotes the roast on a verified payment_intent.succeeded: public, with website link and credit', async () => {
    const roastId = await readyRoast();
    const { intent } = await checkout(roastId);
    expect(await isPublic(roastId)).toBe(false);
    await stripe.pay(intent.id);
    const detail = (await stack.api.get(`/api/roasts/${roastId}`)).body;
    expect(detail).toMatchObject({
      isPromoted: true,
      websiteUrl: promotion.websiteUrl,
      websiteName: 'Fixture Co',
      authorCredit: 'Ada',
    });
    expect(await isPublic(roastId)).toBe(true);
    // Asked again, by its creator or by anyone: already promoted, before any owner check.
    for (const headers of [{ 'x-owner-key': ownerKeys.get(roastId)! }, {}] as Record<string, string>[]) {
      const again = await stack.api.request('POST', '/api/create-payment-intent', {
        json: { roastId, ...promotion },
        headers,
      });
      expect(again.status).toBe(409);
      expect(JSON.stringify(again.body)).toContain('already promoted');
    }
  });

  it('rejects a tampered body, a wrong secret and a stale timestamp with 400, promoting nothing', async () => {
    const roastId = await readyRoast();
    const { intent } = await checkout(roastId);
    const succeeded = { ...intent, status: 'succeeded' as const };
    const good = stripe.signedEvent(succeeded);
    expect(await stripe.deliver(good.payload.replace('"amount":900', '"amount":9'), good.signature)).toBe(
      400,
    );
    const wrong = stripe.signedEvent(succeeded, { secret: 'whsec_not_ours' });
    expect(await stripe.deliver(wrong.payload, wrong.signature)).toBe(400);
    const stale = stripe.signedEvent(succeeded, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect(await stripe.deliver(stale.payload, stale.signature)).toBe(400);
    expect(await isPublic(roastId)).toBe(false);
  });

  it('acknowledges but ignores a wrong amount, a wrong currency and an unknown roast', async () => {
    const roastId = await readyRoast();
    const { intent } = await checkout(roastId);
    for (const forged of [
      { ...intent, status: 'succeeded' as const, amount: 100 },
      { ...intent, status: 'succeeded' as const, currency: 'eur' },
      { ...intent, status: 'succeeded' as const, metadata: { roastId: 'B'.repeat(22) } },
    ]) {
      const event = stripe.signedEvent(forged);
      expect(await stripe.deliver(event.payload, event.signature)).toBe(200);
    }
    expect(await isPublic(roastId)).toBe(false);
  });

  it('promotes once for a duplicate and for ten parallel deliveries of the same event', async () => {
    const roastId = await readyRoast();
    const { intent } = await checkout(roastId);
    const event = stripe.signedEvent({ ...intent, status: 'succeeded' });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => stripe.deliver(event.payload, event.signature)),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await stripe.deliver(event.payload, event.signature)).toBe(200);
    expect(await isPublic(roastId)).toBe(true);
    const items = await stack.tableItems();
    const eventId = JSON.parse(event.payload).id as string;
    expect(items.filter((i) => (i.PK as { S: string }).S === `STRIPE_EVENT#${eventId}`)).toHaveLength(1);
    const payment = items.find((i) => (i.PK as { S: string }).S === `PAYMENT#${intent.id}`)!;
    expect((payment.status as { S: string }).S).toBe('paid');
  });
});

describe('POST /api/roasts/{id}/promote (return from checkout)', () => {
  it('is refused before the payment succeeded and leaves the roast private', async () => {
    const roastId = await readyRoast();
    const { intent } = await checkout(roastId);
    const res = await asOwner(roastId, `/api/roasts/${roastId}/promote`, {
      paymentIntentId: intent.id,
      ...promotion,
    });
    expect(res.status).toBe(402);
    expect(await isPublic(roastId)).toBe(false);
  });

  it('promotes once Stripe says the intent succeeded, idempotently with the webhook', async () => {
    const roastId = await readyRoast();
    const { intent } = await checkout(roastId);
    intent.status = 'succeeded'; // paid, but the webhook has not arrived (yet)
    const first = await asOwner(roastId, `/api/roasts/${roastId}/promote`, { paymentIntentId: intent.id });
    expect(first.status).toBe(200);
    expect(await isPublic(roastId)).toBe(true);
    const late = stripe.signedEvent(intent);
    expect(await stripe.deliver(late.payload, late.signature)).toBe(200);
    const again = await asOwner(roastId, `/api/roasts/${roastId}/promote`, { paymentIntentId: intent.id });
    expect(again.status).toBe(200);
    // The same payment reported twice is one payment: nothing is refunded.
    expect(again.body).toEqual({ promoted: true });
    expect(refundsFor(intent.id)).toEqual([]);
  });

  it('does not let anyone but the creator publish, even with a paid intent for that roast', async () => {
    const [roastId, other] = [await readyRoast(), await readyRoast()];
    const { intent } = await checkout(roastId);
    intent.status = 'succeeded'; // paid by the owner; the webhook has not arrived
    const path = `/api/roasts/${roastId}/promote`;
    expect((await stack.api.post(path, { paymentIntentId: intent.id })).status).toBe(401);
    const wrongKey = await stack.api.request('POST', path, {
      json: { paymentIntentId: intent.id },
      headers: { 'x-owner-key': ownerKeys.get(other)! },
    });
    expect(wrongKey.status).toBe(403);
    expect(await isPublic(roastId)).toBe(false);
  });

  it('refuses an intent paid for another roast', async () => {
    const [a, b] = [await readyRoast(), await readyRoast()];
    const { intent } = await checkout(a);
    intent.status = 'succeeded';
    expect((await asOwner(b, `/api/roasts/${b}/promote`, { paymentIntentId: intent.id })).status).toBe(404);
    expect(await isPublic(b)).toBe(false);
  });
});

describe('one payment per roast', () => {
  it('a double click, a second tab or a retry gets the same payment, with the details sent last', async () => {
    const roastId = await readyRoast();
    const ask = (websiteName: string) =>
      asOwner(roastId, '/api/create-payment-intent', { roastId, ...promotion, websiteName });
    const parallel = await Promise.all(['Tab One', 'Tab Two', 'Tab Three', 'Tab Four'].map(ask));
    const sequential = [await ask('Retry One'), await ask('Final Name')];
    const secrets = new Set([...parallel, ...sequential].map((res) => res.body.clientSecret as string));
    expect([...parallel, ...sequential].map((res) => res.status)).toEqual(Array(6).fill(200));
    expect(secrets.size).toBe(1);
    expect(intentsFor(roastId)).toHaveLength(1);

    const [intent] = intentsFor(roastId);
    await stripe.pay(intent!.id);
    expect((await stack.api.get(`/api/roasts/${roastId}`)).body).toMatchObject({
      isPromoted: true,
      websiteName: 'Final Name',
    });
    // The other tab still shows the form: paying it again is refused, nothing more is charged.
    await expect(stripe.pay(intent!.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(refundsFor(intent!.id)).toEqual([]);
    const after = await ask('Too Late');
    expect(after.status).toBe(409);
    expect(after.body).toEqual({ message: 'This roast is already promoted' });
    expect(intentsFor(roastId)).toHaveLength(1);
  });

  it('a payment made whose webhook has not arrived promotes the roast at the next checkout, charging nothing more', async () => {
    const roastId = await readyRoast();
    const { intent } = await checkout(roastId);
    intent.status = 'succeeded'; // paid in the first tab; the webhook is still on its way
    const again = await asOwner(roastId, '/api/create-payment-intent', { roastId, ...promotion });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This roast is already promoted' });
    expect(await isPublic(roastId)).toBe(true);
    expect(intentsFor(roastId)).toHaveLength(1);
    expect(await paymentRecord(intent.id)).toEqual({ status: 'paid', refundId: null });
  });

  it('a payment still being processed is not asked for again', async () => {
    const roastId = await readyRoast();
    const { intent } = await checkout(roastId);
    intent.status = 'processing';
    const again = await asOwner(roastId, '/api/create-payment-intent', { roastId, ...promotion });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/being processed/);
    expect(intentsFor(roastId)).toHaveLength(1);
  });

  it('a cancelled payment is replaced by a new one, which promotes', async () => {
    const roastId = await readyRoast();
    const first = await checkout(roastId);
    first.intent.status = 'canceled';
    const second = await checkout(roastId);
    expect(second.intent.id).not.toBe(first.intent.id);
    expect(intentsFor(roastId)).toHaveLength(2);
    // And it is now the roast's one payment: asking again gives it back.
    expect((await checkout(roastId)).intent.id).toBe(second.intent.id);
    await stripe.pay(second.intent.id);
    expect(await isPublic(roastId)).toBe(true);
  });

  it('a second payment that still arrives for a promoted roast is refunded automatically, once, and recorded', async () => {
    const roastId = await readyRoast();
    const { intent: current } = await checkout(roastId);
    const earlier = await uncheckedPayment(roastId, 'Earlier Tab');
    // Both paid at the same moment: exactly one promotes, the other gets its money back.
    await Promise.all([stripe.pay(current.id), stripe.pay(earlier.id)]);

    const records = { current: await paymentRecord(current.id), earlier: await paymentRecord(earlier.id) };
    const [kept, refunded] = records.current?.status === 'paid' ? [current, earlier] : [earlier, current];
    expect(await paymentRecord(kept.id)).toEqual({ status: 'paid', refundId: null });
    const [refund] = refundsFor(refunded.id);
    expect(refundsFor(refunded.id)).toHaveLength(1);
    expect(refund).toMatchObject({ amount: 900, currency: 'usd', reason: 'duplicate', status: 'succeeded' });
    expect(await paymentRecord(refunded.id)).toEqual({ status: 'refunded', refundId: refund!.id });
    expect(refundsFor(kept.id)).toEqual([]);
    const detail = (await stack.api.get(`/api/roasts/${roastId}`)).body;
    expect(detail.isPromoted).toBe(true);
    expect(detail.websiteName).toBe(kept === current ? promotion.websiteName : 'Earlier Tab');

    // The owner back from each checkout: promoted; the duplicate one is told its money went back.
    const back = (id: string) => asOwner(roastId, `/api/roasts/${roastId}/promote`, { paymentIntentId: id });
    expect((await back(kept.id)).body).toEqual({ promoted: true });
    const told = await back(refunded.id);
    expect(told.status).toBe(200);
    expect(told.body).toEqual({
      promoted: true,
      refund: { amount: 900, currency: 'usd', status: 'succeeded' },
    });
    // Stripe delivering the event again changes nothing: still one refund.
    const redelivered = stripe.signedEvent(refunded);
    expect(await stripe.deliver(redelivered.payload, redelivered.signature)).toBe(200);
    expect(refundsFor(refunded.id)).toHaveLength(1);
  });

  it('a refund Stripe cannot make at first is made when Stripe delivers the event again', async () => {
    const roastId = await readyRoast();
    const { intent } = await checkout(roastId);
    await stripe.pay(intent.id);
    const late = await uncheckedPayment(roastId, 'Late Tab');
    late.status = 'succeeded';
    const event = stripe.signedEvent(late);
    stripe.refundsUnavailable = true;
    try {
      // Not acknowledged, so that Stripe delivers it again; the refund is owed, and recorded as such.
      expect(await stripe.deliver(event.payload, event.signature)).toBe(500);
    } finally {
      stripe.refundsUnavailable = false;
    }
    expect(await paymentRecord(late.id)).toEqual({ status: 'refund_due', refundId: null });
    expect(refundsFor(late.id)).toEqual([]);
    expect(await stripe.deliver(event.payload, event.signature)).toBe(200);
    const [refund] = refundsFor(late.id);
    expect(refundsFor(late.id)).toHaveLength(1);
    expect(await paymentRecord(late.id)).toEqual({ status: 'refunded', refundId: refund!.id });
    expect((await stack.api.get(`/api/roasts/${roastId}`)).body.websiteName).toBe(promotion.websiteName);
  });
});
