import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, useToast } from '../../../components';
import { PAYMENT_FAILED_DEFAULT, PAYMENT_FAILED_TITLE } from '../../../lib/checkout-session';
import { PAY_LABEL, SETTING_UP } from '../api/messages';
import { returnUrl } from '../api/payments';

// One Stripe.js per publishable key for the life of the page (Stripe's own advice).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let found = stripes.get(publishableKey);
  if (!found) {
    found = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, found);
  }
  return found;
}

function LoadError() {
  return (
    <div className="checkout__error" role="alert">
      <h2>Secure payment form unavailable</h2>
      <p>The payment form could not be loaded. Check your connection and reload this page.</p>
    </div>
  );
}

function PaymentForm({ roastId, stillToPay }: { roastId: string; stillToPay: () => Promise<boolean> }) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    // Stripe asks for the form to be submitted (validated, a wallet's sheet collected) before any other
    // asynchronous work between the click and the confirmation.
    const submitted = await elements.submit();
    if (submitted.error) {
      toast({
        title: PAYMENT_FAILED_TITLE,
        description: submitted.error.message || PAYMENT_FAILED_DEFAULT,
        tone: 'error',
      });
      setBusy(false);
      return;
    }
    // Promoted meanwhile (another tab paid): the checkout page says so, and no money moves.
    if (!(await stillToPay())) return;
    // On success Stripe redirects to the return URL; we only come back here with an error.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl(roastId) },
    });
    toast({
      title: PAYMENT_FAILED_TITLE,
      description: error.message || PAYMENT_FAILED_DEFAULT,
      tone: 'error',
    });
    setBusy(false);
  };

  if (loadFailed) return <LoadError />;
  return (
    <form className="checkout__form" onSubmit={(event) => void pay(event)}>
      {ready ? null : (
        <p className="checkout__status" role="status">
          {SETTING_UP}
        </p>
      )}
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setLoadFailed(true)} />
      <Button
        type="submit"
        size="lg"
        className="checkout__pay"
        disabled={!stripe || !elements || !ready || busy}
        aria-busy={busy}
      >
        {PAY_LABEL}
      </Button>
    </form>
  );
}

/** Real Stripe: Elements with the PaymentIntent's client secret and the Payment Element. */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  roastId,
  stillToPay,
}: {
  publishableKey: string;
  clientSecret: string;
  roastId: string;
  /** False when the roast was promoted meanwhile: then nothing is confirmed (the page says why). */
  stillToPay: () => Promise<boolean>;
}) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => {
      if (live && !loaded) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [stripe]);
  if (unavailable) return <LoadError />;
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#c2341b', colorText: '#16130f', borderRadius: '8px' },
        },
      }}
    >
      <PaymentForm roastId={roastId} stillToPay={stillToPay} />
    </Elements>
  );
}
