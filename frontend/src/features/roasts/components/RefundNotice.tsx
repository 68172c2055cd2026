import { Link } from 'react-router-dom';
import { formatRefund, type RefundedPayment } from '../hooks/use-payment-return';

/**
 * Back from a checkout whose payment came second (another tab or an earlier payment had promoted the
 * roast already): the server gave this payment back. Said on the page, not only in a toast, because it
 * is about the owner's money.
 */
export function RefundNotice({ refund }: { refund: RefundedPayment }) {
  const amount = formatRefund(refund);
  return (
    <section className="refund-notice" role="status" aria-labelledby="refund-notice-title">
      <h2 id="refund-notice-title" className="refund-notice__title">
        Your duplicate payment was refunded
      </h2>
      <p>
        This roast was already promoted by an earlier payment, so the {amount} you just paid{' '}
        {refund.status === 'succeeded' ? 'has been refunded' : 'is being refunded'} in full. Your bank shows
        it within 5–10 business days. The roast stays featured in the <Link to="/gallery">gallery</Link>.
      </p>
    </section>
  );
}
