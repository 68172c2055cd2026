import { useId, useRef, useState, type FormEvent } from 'react';
import { normaliseSiteUrl } from '@domain/site-url';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, useToast } from '../../../components';
import { Dialog } from '../../../components/Dialog';
import { getOwnerKey, OWNER_ONLY_PROMOTION } from '../../../lib/owner-keys';
import { STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { paymentIntentIdFromSecret, saveCheckout } from '../../../lib/checkout-session';
import { ApiError } from '../../../lib/api-client';
import { createPaymentIntent, roastKeys } from '../api/roasts';

/**
 * Shown while a roast is not promoted (spec §2). The dialog collects the promotion details, saves them
 * locally, asks for a payment intent and goes to /checkout/{roastId}. The client secret travels in router
 * state (and this tab's sessionStorage for a reload), never in the URL; only the intent id, which is not
 * a secret, joins the saved promotion data for the return path. Only the browser that created the
 * roast holds its owner key, which promotion needs (DESIGN §2.8); any other browser is told so.
 */
export function PromoteBanner({ roastId }: { roastId: string }) {
  const ownerKey = getOwnerKey(roastId);
  const [open, setOpen] = useState(false);
  const [websiteUrl, setWebsiteUrl] = useState('');
  const [websiteName, setWebsiteName] = useState('');
  const [authorCredit, setAuthorCredit] = useState('');
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [urlError, setUrlError] = useState<string | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const ids = { url: useId(), urlHint: useId(), urlError: useId(), name: useId(), credit: useId() };
  const ready = websiteUrl.trim() !== '' && websiteName.trim() !== '';

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !ownerKey) return;
    // "ledgerly.example" is a fine answer: https:// is prepended, as for the "View Live Site" link.
    const url = normaliseSiteUrl(websiteUrl);
    if (url === null) {
      setUrlError('Enter a web address, such as your-site.com.');
      urlInput.current?.focus();
      return;
    }
    setUrlError(null);
    setWebsiteUrl(url);
    const promotion = {
      websiteUrl: url,
      websiteName: websiteName.trim(),
      ...(authorCredit.trim() ? { authorCredit: authorCredit.trim() } : {}),
    };
    writeJson('local', STORAGE_KEYS.promotion, { roastId, ...promotion });
    setBusy(true);
    try {
      const { clientSecret } = await createPaymentIntent(roastId, promotion, ownerKey);
      const paymentIntentId = paymentIntentIdFromSecret(clientSecret);
      writeJson('local', STORAGE_KEYS.promotion, {
        roastId,
        ...promotion,
        ...(paymentIntentId ? { paymentIntentId } : {}),
      });
      saveCheckout(roastId, clientSecret);
      void navigate(`/checkout/${encodeURIComponent(roastId)}`, { state: { clientSecret } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && /already promoted/i.test(error.body)) {
        // Promoted meanwhile (another tab, a retry after a timeout): say so and show the roast as it is.
        toast({ title: 'Already promoted', description: 'This roast is already featured in the gallery.' });
        void queryClient.invalidateQueries({ queryKey: roastKeys.detail(roastId) });
      } else if (error instanceof ApiError && error.status === 409) {
        // The roast's one payment is under way (being processed by the bank): not a second one.
        toast({
          title: 'Payment in progress',
          description: error.serverMessage ?? 'A payment for this roast is already under way.',
        });
      } else {
        toast({
          title: 'Payment Error',
          description: 'Failed to process payment. Please try again.',
          tone: 'error',
        });
      }
      setBusy(false);
    }
  };

  return (
    <aside className="promote" aria-labelledby="promote-title">
      <h2 id="promote-title" className="promote__title">
        Make it public for $9
      </h2>
      <p>
        Promoted roasts are featured in the public gallery with a clickable link to your site and author
        credit. Free roasts stay private: only people with the link can see them.
      </p>
      {ownerKey ? (
        <Button onClick={() => setOpen(true)}>Promote This Roast</Button>
      ) : (
        <p className="promote__owner-only">{OWNER_ONLY_PROMOTION}</p>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Promote Your Roast"
        description="$9 to feature your roast with enhanced visibility."
      >
        {/* Our own check, not the browser's: its URL validation refuses a bare "your-site.com". */}
        <form className="promote__form" onSubmit={(event) => void pay(event)} noValidate>
          <div className="field">
            <label htmlFor={ids.url}>Website URL</label>
            <input
              ref={urlInput}
              id={ids.url}
              className="input"
              type="url"
              inputMode="url"
              autoComplete="url"
              required
              placeholder="https://your-site.com"
              value={websiteUrl}
              onChange={(e) => {
                setWebsiteUrl(e.target.value);
                setUrlError(null);
              }}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={urlError ? `${ids.urlError} ${ids.urlHint}` : ids.urlHint}
            />
            {urlError ? (
              <p id={ids.urlError} className="field__error" role="alert">
                {urlError}
              </p>
            ) : null}
            <p id={ids.urlHint} className="field__hint muted">
              your-site.com is fine: https:// is added for you.
            </p>
          </div>
          <div className="field">
            <label htmlFor={ids.name}>Website name</label>
            <input
              id={ids.name}
              className="input"
              required
              placeholder="Your Site"
              value={websiteName}
              onChange={(e) => setWebsiteName(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.credit}>Author credit (optional)</label>
            <input
              id={ids.credit}
              className="input"
              placeholder="Jane Doe, Studio Name"
              value={authorCredit}
              onChange={(e) => setAuthorCredit(e.target.value)}
            />
          </div>
          <div className="dialog__actions">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || busy}>
              {busy ? 'Setting up secure payment…' : 'Pay $9 - Promote Roast'}
            </Button>
          </div>
        </form>
      </Dialog>
    </aside>
  );
}
