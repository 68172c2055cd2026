import { Link, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_VALIDATION_MESSAGE,
  DEFAULT_VALIDATION_SUGGESTION,
} from '../../../../functions/domain/messages';
import { ButtonLink } from '../../components';
import {
  APPEAL_MESSAGES,
  ContactForm,
  errorReportMessages,
} from '../../features/pages/components/ContactForm';
import { CONTACT_EMAIL } from '../../features/pages/site-info';

export function ValidationDisclaimerPage() {
  const [params] = useSearchParams();
  const message = params.get('message') || DEFAULT_VALIDATION_MESSAGE;
  const suggestion = params.get('suggestion') || DEFAULT_VALIDATION_SUGGESTION;
  return (
    <div className="state">
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
      <p>
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

export function RoastNotFoundPage() {
  return (
    <div className="state">
      <p className="state__glyph" aria-hidden="true">
        🕳️
      </p>
      <h1>Roast Not Found</h1>
      <p className="state__message">This roast might be private or doesn&apos;t exist.</p>
      <div className="state__actions">
        <ButtonLink to="/">Get a New Roast</ButtonLink>
        <ButtonLink to="/gallery" variant="secondary">
          View Gallery
        </ButtonLink>
      </div>
    </div>
  );
}

export function ErrorPage() {
  const [params] = useSearchParams();
  const message = params.get('message') || 'Something went wrong';
  return (
    <div className="state">
      <p className="state__glyph" aria-hidden="true">
        🔥
      </p>
      <h1>That didn&apos;t go as planned</h1>
      <p className="state__message" role="alert">
        {message}
      </p>
      <div className="state__actions">
        <ButtonLink to="/">Back to Home</ButtonLink>
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
    <div className="state">
      <p className="state__glyph mono" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
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
