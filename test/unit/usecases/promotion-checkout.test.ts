import { describe, expect, it } from 'vitest';
import type { Roast } from '../../../functions/domain/roast';
import type {
  OpenCheckoutOutcome,
  PaymentGateway,
  PaymentIntentView,
  PaymentRecord,
  PaymentRepository,
} from '../../../functions/ports/payments';
import type { RoastLifecycleRepository } from '../../../functions/ports/roast-repository';
import { hashOwnerKey } from '../../../functions/usecases/owner-key';
import { createPaymentIntent } from '../../../functions/usecases/promotion';

/**
 * The races DynamoDB settles for createPaymentIntent (test/integration/repository/payments.test.ts
 * shows the table's side): what the visitor gets when another request opened the roast's checkout
 * first, or when the roast was promoted between the read and the write. Stripe's idempotency keys make
 * these rare in practice (parallel requests get one intent), so they are driven here directly.
 */
const OWNER_KEY = 'the-owner-key';
const ROAST = {
  id: 'R'.repeat(22),
  ownerKeyHash: hashOwnerKey(OWNER_KEY),
  status: 'ready',
  isPromoted: false,
  website: { url: 'https://site.example', name: 'Site' },
} as unknown as Roast;

function world(outcomes: OpenCheckoutOutcome[]) {
  const records = new Map<string, PaymentRecord>();
  let checkout: string | null = null;
  let created = 0;
  const intents = new Map<string, PaymentIntentView>();
  const gateway = {
    livemode: false,
    async createPromotionIntent() {
      const id = `pi_mine${++created}`;
      const clientSecret = `${id}_secret_x`;
      intents.set(id, {
        id,
        status: 'requires_payment_method',
        amount: 900,
        currency: 'usd',
        livemode: false,
        roastId: ROAST.id,
        clientSecret,
      });
      return { id, clientSecret };
    },
    async retrieveIntent(id: string) {
      return intents.get(id)!;
    },
  } as unknown as PaymentGateway;
  const payments = {
    async checkoutOf() {
      return checkout ? (records.get(checkout) ?? null) : null;
    },
    async openCheckout({ payment }: { payment: PaymentRecord }) {
      const outcome = outcomes.shift() ?? 'opened';
      if (outcome === 'taken') {
        // A parallel request got there first with its own intent.
        const theirs = await gateway.createPromotionIntent({ roastId: ROAST.id, idempotencyKey: 'theirs' });
        records.set(theirs.id, { ...payment, paymentIntentId: theirs.id });
        checkout = theirs.id;
      }
      if (outcome === 'opened') {
        records.set(payment.paymentIntentId, payment);
        checkout = payment.paymentIntentId;
      }
      return outcome;
    },
  } as unknown as PaymentRepository;
  const roasts = { get: async () => ROAST } as unknown as RoastLifecycleRepository;
  return { deps: { roasts, payments, gateway }, records, checkout: () => checkout };
}

const request = { roastId: ROAST.id, websiteUrl: 'https://site.example', websiteName: 'Mine' };

describe('createPaymentIntent: one checkout per roast, whoever wins the race', () => {
  it('joins the checkout a parallel request opened first, with this request’s details', async () => {
    const w = world(['taken']);
    const answer = await createPaymentIntent(w.deps, request, () => OWNER_KEY);
    // Its own intent lost; the visitor pays the winner's, which is the roast's one checkout.
    expect(answer.clientSecret).toBe(`${w.checkout()}_secret_x`);
    expect(w.records.get(w.checkout()!)?.promotion.websiteName).toBe('Mine');
  });

  it('says "already promoted" when the roast was promoted between the read and the write', async () => {
    const w = world(['roast-promoted']);
    await expect(createPaymentIntent(w.deps, request, () => OWNER_KEY)).rejects.toMatchObject({
      status: 409,
      message: 'This roast is already promoted',
    });
    expect(w.checkout()).toBeNull();
  });

  it('gives up with a clear 409 rather than loop when the checkout keeps changing hands', async () => {
    const w = world(['not-pending', 'not-pending', 'not-pending']);
    await expect(createPaymentIntent(w.deps, request, () => OWNER_KEY)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/try again/),
    });
  });
});
