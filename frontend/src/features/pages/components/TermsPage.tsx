import { Link } from 'react-router-dom';
import { MAX_IMAGES_PER_ROAST, MIN_IMAGES_PER_ROAST } from '@domain/limits';
import { CONTACT_EMAIL, POLICY_LAST_UPDATED } from '../site-info';
import '../pages.css';

const ACCEPTABLE = [
  'Website screenshots',
  'Web app interfaces',
  'Landing pages',
  'E-commerce pages',
  'Website and web app mockups',
];

const PROHIBITED = [
  'Native mobile apps',
  'Desktop software',
  'Games',
  'Personal photos',
  'Social media posts',
  'NSFW content',
  'Documents',
  'Blank or error images',
];

export default function TermsPage() {
  return (
    <article className="container page info-page">
      <h1 className="page__title">Terms of Service</h1>
      <p className="info-page__updated">Last updated: {POLICY_LAST_UPDATED}</p>
      <p>
        By using UGH Score you agree to these terms. The roasts are meant to be funny and useful; they are an
        automated opinion about a design, not professional advice.
      </p>

      <h2>The service</h2>
      <p>
        You upload {MIN_IMAGES_PER_ROAST} to {MAX_IMAGES_PER_ROAST} screenshots of a web interface (or give us
        a URL to capture) and receive a roast with a UGH Score from 0 to 100. Free roasts are private
        (unlisted). A promoted roast is listed publicly.
      </p>

      <h2>What you may upload</h2>
      <h3>Acceptable</h3>
      <ul>
        {ACCEPTABLE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>Prohibited</h3>
      <ul>
        {PROHIBITED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        An automated review checks every upload and rejects content that is not a web interface, with feedback
        on why. If you think a rejection was wrong, you can appeal from the rejection page. Only upload or
        capture pages you have the right to share, and never include other people&apos;s personal data.
      </p>

      <h2>URL capture</h2>
      <p>
        When you enter a URL, our server visits that page once to take screenshots. Only submit public pages
        you are allowed to have visited; private, local and internal addresses are refused.
      </p>

      <h2>Payments and refunds</h2>
      <ul>
        <li>Promotion is a one-time $9 card payment processed by Stripe.</li>
        <li>
          Refunds are given only when a payment fails on the payment provider&apos;s side (for example, you
          were charged but the roast was not promoted). Write to{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with the roast link.
        </li>
      </ul>

      <h2>Content and removal</h2>
      <p>
        You keep the rights to your screenshots and give us permission to store them, analyse them and, if you
        promote the roast, show them publicly. We may remove any roast that breaks these terms. You can delete
        your roast with its owner key or by <Link to="/contact">contacting us</Link>.
      </p>

      <h2>Liability</h2>
      <p>
        The service is provided as is. Scores and critiques are automated and may be wrong. To the extent the
        law allows, our total liability to you is limited to the amount you paid us: at most $9.
      </p>

      <h2>Changes</h2>
      <p>
        We may update these terms; the date above shows the latest version. Questions:{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </article>
  );
}
