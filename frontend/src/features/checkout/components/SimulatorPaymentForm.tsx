import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, useToast } from '../../../components';
import { errorMessage } from '../../../lib/api-client';
import {
  clearCheckout,
  PAYMENT_FAILED_DEFAULT,
  PAYMENT_FAILED_TITLE,
  paymentIntentIdFromSecret,
} from '../../../lib/checkout-session';
import { PAY_LABEL } from '../api/messages';
import { paySimulated } from '../api/payments';

const TEST_CARD = '4242 4242 4242 4242';

/**
 * Local mode without Stripe keys: a clearly labelled test form. Paying asks the local server to mark the
 * intent paid; it then delivers a signed `payment_intent.succeeded` webhook exactly as Stripe would, and
 * the visitor returns the way Stripe returns them.
 */
export function SimulatorPaymentForm({
  roastId,
  clientSecret,
  stillToPay,
}: {
  roastId: string;
  clientSecret: string;
  /** False when the roast was promoted meanwhile: then nothing is paid (the page says why). */
  stillToPay: () => Promise<boolean>;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const ids = { number: useId(), expiry: useId(), cvc: useId(), note: useId() };
  const [number, setNumber] = useState(TEST_CARD);
  const [expiry, setExpiry] = useState('12 / 34');
  const [cvc, setCvc] = useState('123');
  const [busy, setBusy] = useState(false);
  const paymentIntentId = paymentIntentIdFromSecret(clientSecret);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!paymentIntentId) {
      toast({ title: PAYMENT_FAILED_TITLE, description: PAYMENT_FAILED_DEFAULT, tone: 'error' });
      return;
    }
    if (number.replace(/\D/g, '').length < 12 || !expiry.trim() || cvc.replace(/\D/g, '').length < 3) {
      toast({
        title: PAYMENT_FAILED_TITLE,
        description: 'Your card details are incomplete.',
        tone: 'error',
      });
      return;
    }
    setBusy(true);
    try {
      if (!(await stillToPay())) return;
      await paySimulated(paymentIntentId);
      clearCheckout();
      const query = new URLSearchParams({ payment: 'success', payment_intent: paymentIntentId });
      void navigate(`/roast/${encodeURIComponent(roastId)}?${query.toString()}`);
    } catch (error) {
      toast({
        title: PAYMENT_FAILED_TITLE,
        description: errorMessage(error, PAYMENT_FAILED_DEFAULT),
        tone: 'error',
      });
      setBusy(false);
    }
  };

  return (
    <form className="checkout__form" aria-describedby={ids.note} onSubmit={(event) => void pay(event)}>
      <div className="checkout__test" id={ids.note}>
        <Badge tone="beta">Test mode</Badge>
        <p>Test mode — no real card is charged. This local server simulates the payment provider.</p>
      </div>
      <div className="field">
        <label htmlFor={ids.number}>Card number</label>
        <input
          id={ids.number}
          className="input mono"
          inputMode="numeric"
          autoComplete="off"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
        />
      </div>
      <div className="checkout__row">
        <div className="field">
          <label htmlFor={ids.expiry}>Expiry (MM / YY)</label>
          <input
            id={ids.expiry}
            className="input mono"
            autoComplete="off"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.cvc}>CVC</label>
          <input
            id={ids.cvc}
            className="input mono"
            inputMode="numeric"
            autoComplete="off"
            value={cvc}
            onChange={(e) => setCvc(e.target.value)}
          />
        </div>
      </div>
      <Button type="submit" size="lg" className="checkout__pay" disabled={busy} aria-busy={busy}>
        {PAY_LABEL}
      </Button>
    </form>
  );
}
