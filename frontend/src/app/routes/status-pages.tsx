import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_VALIDATION_MESSAGE, DEFAULT_VALIDATION_SUGGESTION } from '@domain/messages';
import { Button, ButtonLink } from '../../components';
import {
  APPEAL_MESSAGES,
  ContactForm,
  errorReportMessages,
} from '../../features/pages/components/ContactForm';
import { CONTACT_EMAIL } from '../../features/pages/site-info';
import './status-pages.css';

export function ValidationDisclaimerPage() {
  const [params] = useSearchParams();
  const message = params.get('message') || DEFAULT_VALIDATION_MESSAGE;
  const suggestion = params.get('suggestion') || DEFAULT_VALIDATION_SUGGESTION;
  return (
    <div className="state status-page">
      <p className="state__glyph" aria-hidden="true">
        🧐
      </p>
      <h1>We couldn&apos;t roast that</h1>
      <p className="state__message">{message}</p>
      <p className="muted">{suggestion}</p>
      <div className="state__actions">
        <ButtonLink to="/">Try Again</ButtonLink>
        <ButtonLink to="/gallery" variant="secondary">
          Browse the Gallery
        </ButtonLink>
      </div>
      <p className="status-page__note">
        See what you can upload in our <Link to="/terms">Terms of Service</Link>.
      </p>
      <section className="status-form" aria-labelledby="appeal-title">
        <h2 id="appeal-title">Think we got it wrong?</h2>
        <p className="muted">Tell us what you uploaded and we will review it.</p>
        <ContactForm
          type="validation_appeal"
          label="Appeal form"
          messages={APPEAL_MESSAGES}
          submitLabel="Submit Appeal"
          sendingLabel="Submitting..."
          messageLabel="What did you upload?"
        />
      </section>
    </div>
  );
}

/** Spec: the roast may be private, deleted, behind a wrong link or not promoted. */
const NOT_FOUND_REASONS: [reason: string, detail: string][] = [
  ['It is private.', 'Free roasts are unlisted: only their exact link opens them.'],
  ['It was deleted.', 'Whoever made it removed it, and it is gone for good.'],
  ['The link is wrong.', 'A character may have gone missing when it was copied or shared.'],
  ['It has not been promoted.', 'Only promoted roasts appear in the gallery and the leaderboards.'],
];

export function RoastNotFoundPage() {
  return (
    <div className="state status-page">
      <p className="state__glyph" aria-hidden="true">
        🕳️
      </p>
      <h1>Roast Not Found</h1>
      <p className="state__message">This roast might be private or doesn&apos;t exist.</p>
      <section className="status-page__reasons" aria-labelledby="reasons-title">
        <h2 id="reasons-title">Why this happens</h2>
        <ul>
          {NOT_FOUND_REASONS.map(([reason, detail]) => (
            <li key={reason}>
              <strong>{reason}</strong> {detail}
            </li>
          ))}
        </ul>
      </section>
      <div className="state__actions">
        <ButtonLink to="/">Get a New Roast</ButtonLink>
        <ButtonLink to="/gallery" variant="secondary">
          Browse the Gallery
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
    </div>
  );
}

/** Spec: the message from the query, else this. */
const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred';

export function ErrorPage() {
  const [params] = useSearchParams();
  const message = params.get('message') || DEFAULT_ERROR_MESSAGE;
  return (
    <div className="state status-page">
      <p className="state__glyph" aria-hidden="true">
        🔥
      </p>
      <h1>That didn&apos;t go as planned</h1>
      <p className="state__message" role="alert">
        {message}
      </p>
      <div className="state__actions">
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
      <section className="status-form" aria-labelledby="report-title">
        <h2 id="report-title">Report this error</h2>
        <p className="muted">Tell us what you were doing when it happened.</p>
        <ContactForm
          type="error_report"
          label="Error report form"
          messages={errorReportMessages(CONTACT_EMAIL)}
          submitLabel="Send Report"
          messageLabel="What happened?"
        />
      </section>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <div className="state status-page">
      {/* One heading, "404 Page Not Found" (spec), with the code set large above the words. */}
      <h1 className="status-page__code-title">
        <span className="status-page__code mono">404</span> Page Not Found
      </h1>
      <p className="state__message">
        This page does not exist, which is still better design than some we have seen.
      </p>
      <div className="state__actions">
        <ButtonLink to="/">Go Home</ButtonLink>
        <ButtonLink to="/gallery" variant="secondary">
          View Gallery
        </ButtonLink>
      </div>
    </div>
  );
}
