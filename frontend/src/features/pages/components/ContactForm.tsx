import { useId } from 'react';
import { Button } from '../../../components';
import { useContactForm, type ContactFormMessages, type ContactType } from '../hooks/use-contact-form';
import '../pages.css';

export interface ContactFormProps {
  type: ContactType;
  messages: ContactFormMessages;
  submitLabel: string;
  sendingLabel?: string;
  messageLabel?: string;
  messagePlaceholder?: string;
  /** Accessible name of the form. */
  label: string;
}

/** One form for contact (general), appeal (validation_appeal) and error report (error_report). */
export function ContactForm({
  type,
  messages,
  submitLabel,
  sendingLabel = 'Sending...',
  messageLabel = 'Message',
  messagePlaceholder,
  label,
}: ContactFormProps) {
  const id = useId();
  const { fields, setField, sending, submit } = useContactForm(type, messages);
  return (
    <form className="contact-form" aria-label={label} noValidate onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          className="input"
          autoComplete="name"
          value={fields.name}
          onChange={(e) => setField('name', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(e) => setField('email', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{messageLabel}</label>
        <textarea
          id={`${id}-message`}
          className="input contact-form__message"
          rows={6}
          placeholder={messagePlaceholder}
          value={fields.description}
          onChange={(e) => setField('description', e.target.value)}
        />
      </div>
      {/* Honeypot: hidden from people and assistive technology; only bots fill it in. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-company`}>Company</label>
        <input
          id={`${id}-company`}
          name="company"
          tabIndex={-1}
          autoComplete="off"
          value={fields.company}
          onChange={(e) => setField('company', e.target.value)}
        />
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? sendingLabel : submitLabel}
      </Button>
    </form>
  );
}

export const APPEAL_MESSAGES: ContactFormMessages = {
  successTitle: 'Appeal Submitted',
  successDescription: "We'll review your submission and get back to you soon.",
  failureTitle: 'Submission Failed',
  failureFallback: 'Failed to submit appeal',
};

export function errorReportMessages(email: string): ContactFormMessages {
  return {
    successTitle: 'Error Report Sent',
    successDescription: "We'll investigate and fix the issue soon.",
    failureTitle: 'Report Failed',
    failureFallback: `Please try contacting us directly at ${email}`,
    useServerMessage: false,
  };
}
