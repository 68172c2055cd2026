import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components';
import { getOwnerKey, OWNER_ONLY_PROMOTION } from '../../../lib/owner-keys';
import { readCheckoutSecret, saveCheckout } from '../../../lib/checkout-session';
import { SETTING_UP } from '../api/messages';
import { isValidPublishableKey, paymentConfigQueryOptions, promotedQueryOptions } from '../api/payments';
import { SimulatorPaymentForm } from './SimulatorPaymentForm';
import './checkout.css';

// Stripe's SDKs load only when a real Stripe checkout is shown (never in the simulator, never elsewhere).
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

function CheckoutFrame({ roastId, children }: { roastId: string; children: ReactNode }) {
  return (
    <section className="checkout container" aria-labelledby="checkout-title">
      <div className="checkout__card">
        <h1 id="checkout-title" className="checkout__title">
          Promote Your Roast
        </h1>
        <p className="checkout__lead">$9 to feature your roast with enhanced visibility</p>
        <ul className="checkout__perks">
          <li>Featured in the public gallery and leaderboards</li>
          <li>A clickable link to your website</li>
          <li>Author credit on the roast card</li>
        </ul>
        {children}
        <div className="checkout__cancel">
          <ButtonLink variant="ghost" to={`/roast/${encodeURIComponent(roastId)}`}>
            Cancel
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function SettingUp() {
  return (
    <div className="checkout__status" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true">
        <span className="spinner__ring" />
      </span>
      <p>{SETTING_UP}</p>
    </div>
  );
}

function ConfigurationError() {
  return (
    <div className="checkout__error" role="alert">
      <h2>Payment Configuration Error</h2>
      <p>Payments are not set up correctly right now, so nothing can be charged. Please try again later.</p>
    </div>
  );
}

/** Promotion needs the roast's owner key (DESIGN §2.8), which only the creating browser keeps. */
function NotTheOwner() {
  return (
    <div className="checkout__error" role="alert">
      <h2>Only the creator of this roast can promote it</h2>
      <p>
        {OWNER_ONLY_PROMOTION} This browser does not have it, so nothing can be paid here. Open the roast in
        the browser you made it with to promote it.
      </p>
    </div>
  );
}

/** Anyone who reaches the checkout of a promoted roast: nothing to pay, and where to see it. */
function AlreadyPromoted({ roastId }: { roastId: string }) {
  return (
    <div className="checkout__status checkout__status--promoted" role="status">
      <h2>This roast is already promoted</h2>
      <p>It is featured in the public gallery with its link and credit; nothing more to pay.</p>
      <p className="checkout__links">
        <ButtonLink variant="primary" to={`/roast/${encodeURIComponent(roastId)}`}>
          See the roast
        </ButtonLink>{' '}
        <ButtonLink variant="secondary" to="/gallery">
          Open the gallery
        </ButtonLink>
      </p>
    </div>
  );
}

function NoCheckout() {
  return (
    <div className="checkout__error" role="alert">
      <h2>No payment in progress</h2>
      <p>This checkout has expired. Go back to your roast and choose “Promote This Roast” again.</p>
    </div>
  );
}

/**
 * /checkout/:roastId (spec core-flow §2): the $9 promotion payment. The client secret comes from the
 * promote dialog through router state (kept in this tab's sessionStorage for reloads). The spec's
 * alternate link, /checkout?client_secret=..&roast_id=.., is accepted and immediately replaced by the
 * canonical URL so the secret does not stay in the address bar or history.
 */
export default function CheckoutPage() {
  const { roastId: pathRoastId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const roastId = pathRoastId ?? params.get('roast_id') ?? '';
  const linkSecret = pathRoastId ? null : params.get('client_secret');
  const stateSecret = (location.state as { clientSecret?: unknown } | null)?.clientSecret;
  const [clientSecret] = useState<string | null>(() =>
    typeof stateSecret === 'string' ? stateSecret : (linkSecret ?? readCheckoutSecret(roastId)),
  );
  const config = useQuery(paymentConfigQueryOptions());
  const promoted = useQuery({ ...promotedQueryOptions(roastId), enabled: roastId !== '' });
  const queryClient = useQueryClient();
  // Asked again the moment Pay is pressed: another tab may have paid (or an earlier payment's webhook
  // promoted the roast) since this page loaded. Promoted: the page says so and nothing is charged.
  const stillToPay = useCallback(async () => {
    const { queryKey } = promotedQueryOptions(roastId);
    await queryClient.refetchQueries({ queryKey, exact: true });
    return queryClient.getQueryData<{ isPromoted: boolean }>(queryKey)?.isPromoted !== true;
  }, [queryClient, roastId]);

  useEffect(() => {
    if (!roastId || !clientSecret) return;
    saveCheckout(roastId, clientSecret);
    if (!pathRoastId) {
      void navigate(`/checkout/${encodeURIComponent(roastId)}`, { replace: true, state: { clientSecret } });
    }
  }, [roastId, clientSecret, pathRoastId, navigate]);

  useEffect(() => {
    document.title = 'Promote Your Roast · UGH Score';
  }, []);

  if (!roastId) return <Navigate to="/" replace />;

  let body: ReactNode;
  if (promoted.isPending) body = <SettingUp />;
  else if (promoted.data) body = <AlreadyPromoted roastId={roastId} />;
  else if (!getOwnerKey(roastId)) body = <NotTheOwner />;
  else if (config.isPending) body = <SettingUp />;
  else if (config.isError || !isValidPublishableKey(config.data.publishableKey))
    body = <ConfigurationError />;
  else if (!clientSecret) body = <NoCheckout />;
  else if (config.data.simulator)
    body = <SimulatorPaymentForm roastId={roastId} clientSecret={clientSecret} stillToPay={stillToPay} />;
  else
    body = (
      <Suspense fallback={<SettingUp />}>
        <StripePaymentForm
          publishableKey={config.data.publishableKey}
          clientSecret={clientSecret}
          roastId={roastId}
          stillToPay={stillToPay}
        />
      </Suspense>
    );

  return <CheckoutFrame roastId={roastId}>{body}</CheckoutFrame>;
}
