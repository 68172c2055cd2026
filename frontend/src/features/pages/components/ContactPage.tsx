import { Card } from '../../../components';
import { CONTACT_EMAIL } from '../site-info';
import { ContactForm } from './ContactForm';
import '../pages.css';

export const CONTACT_MESSAGES = {
  successTitle: 'Message Sent',
  successDescription: "We'll get back to you soon!",
  failureTitle: 'Send Failed',
  failureFallback: 'Failed to send message',
};

export default function ContactPage() {
  return (
    <div className="container page">
      <h1 className="page__title">Contact Us</h1>
      <p className="page__subtitle">Questions, feedback, a roast to remove? Tell us.</p>
      <div className="contact-layout">
        <ContactForm
          type="general"
          label="Contact form"
          messages={CONTACT_MESSAGES}
          submitLabel="Send Message"
        />
        <div className="contact-cards">
          <Card>
            <h2>Support hours</h2>
            <p>We reply within 24–48 hours on business days.</p>
          </Card>
          <Card>
            <h2>E-mail</h2>
            <p>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
          </Card>
          <Card>
            <h2>Deleting a roast</h2>
            <p>
              Lost the browser that made it? Send us the roast link and we will delete it with its images.
            </p>
          </Card>
        </div>
      </div>
    </div>
  );
}
