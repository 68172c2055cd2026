import { useQueryClient } from '@tanstack/react-query';
import type { PromoteResponse } from '@domain/api-schemas';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { getOwnerKey } from '../../../lib/owner-keys';
import { readJson, removeKey, STORAGE_KEYS } from '../../../lib/storage';
import {
  clearCheckout,
  PAYMENT_FAILED_DEFAULT,
  PAYMENT_FAILED_TITLE,
  paymentIntentIdFromSecret,
  readCheckoutSecret,
} from '../../../lib/checkout-session';
import { promoteRoast, roastKeys } from '../api/roasts';

interface SavedPromotion {
  roastId: string;
  websiteUrl: string;
  websiteName: string;
  authorCredit?: string;
  paymentIntentId?: string;
}

/** Stripe may still be settling a card when the visitor lands back (402): ask again a few times. */
const NOT_PAID_RETRIES = 4;
const NOT_PAID_DELAY_MS = 1000;

async function promoteWhenPaid(
  roastId: string,
  paymentIntentId: string,
  ownerKey: string,
): Promise<PromoteResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await promoteRoast(roastId, paymentIntentId, ownerKey);
    } catch (error) {
      const notPaidYet = error instanceof ApiError && error.status === 402;
      if (!notPaidYet || attempt >= NOT_PAID_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, NOT_PAID_DELAY_MS));
    }
  }
}

/** A payment given back because the roast had been promoted by another one (what the owner is told). */
export type RefundedPayment = NonNullable<PromoteResponse['refund']>;

/** "$9.00": the refunded amount, in its currency. */
export function formatRefund(refund: RefundedPayment): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: refund.currency.toUpperCase(),
  }).format(refund.amount / 100);
}

/**
 * Spec core-flow §4 step 3: back from checkout on /roast/{id}?payment=success (Stripe appends
 * payment_intent, payment_intent_client_secret and redirect_status; the simulator appends
 * payment_intent). Ask the server to promote with the PaymentIntent id (it verifies the payment with
 * Stripe itself, DESIGN §2.4), refresh the roast, toast, then clear the stored data and the query.
 * When the roast had already been promoted by another payment (a second tab, a double payment), the
 * server refunded this one: the owner is told so, and the refund is returned for the page to show.
 */
export function usePaymentReturn(roastId: string): RefundedPayment | null {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const toast = useToast();
  const handled = useRef(false);
  const [refunded, setRefunded] = useState<RefundedPayment | null>(null);
  const success = params.get('payment') === 'success';

  useEffect(() => {
    if (!success || handled.current) return;
    handled.current = true;
    const saved = readJson<SavedPromotion>('local', STORAGE_KEYS.promotion);
    const forThisRoast = saved?.roastId === roastId ? saved : null;
    const storedSecret = readCheckoutSecret(roastId);
    const paymentIntentId =
      params.get('payment_intent') ??
      forThisRoast?.paymentIntentId ??
      (storedSecret ? paymentIntentIdFromSecret(storedSecret) : null);
    const redirectStatus = params.get('redirect_status');
    const done = () => {
      removeKey('local', STORAGE_KEYS.promotion);
      clearCheckout();
      setParams({}, { replace: true });
    };
    // Stripe says `failed` when the payment did not go through (`processing` may still succeed).
    if (redirectStatus === 'failed') {
      toast({ title: PAYMENT_FAILED_TITLE, description: PAYMENT_FAILED_DEFAULT, tone: 'error' });
      setParams({}, { replace: true });
      return;
    }
    // Checkout needs the owner key, so a return without it is not this browser's payment: the webhook
    // alone promotes a paid roast.
    const ownerKey = getOwnerKey(roastId);
    if (!paymentIntentId || !ownerKey) {
      done();
      return;
    }
    void promoteWhenPaid(roastId, paymentIntentId, ownerKey)
      .then(async ({ refund }) => {
        await queryClient.invalidateQueries({ queryKey: roastKeys.detail(roastId) });
        // The roast is now public: gallery and leaderboard pages cached earlier in this visit are stale.
        await queryClient.invalidateQueries({ queryKey: ['roasts', 'gallery'] });
        await queryClient.invalidateQueries({ queryKey: ['roasts', 'leaderboard'] });
        if (refund) {
          setRefunded(refund);
          toast({
            title: 'Already promoted',
            description: `This roast was already promoted, so your duplicate payment of ${formatRefund(refund)} was refunded.`,
            tone: 'info',
          });
          return;
        }
        track('roast_promoted', { roastId });
        toast({
          title: 'Payment Successful!',
          description: 'Your roast has been promoted and is now featured in the gallery.',
        });
      })
      .catch(() =>
        toast({
          title: 'Payment Processed',
          description: 'Payment successful, but promotion failed. Please contact support.',
          tone: 'error',
        }),
      )
      .finally(done);
  }, [success, roastId, queryClient, toast, params, setParams]);

  return refunded;
}
