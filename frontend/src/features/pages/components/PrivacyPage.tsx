import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, POLICY_LAST_UPDATED } from '../site-info';
import '../pages.css';

export default function PrivacyPage() {
  return (
    <article className="container page info-page">
      <h1 className="page__title">Privacy Policy</h1>
      <p className="info-page__updated">Last updated: {POLICY_LAST_UPDATED}</p>
      <p>
        UGH Score has no accounts and no logins. This policy says exactly what we keep when you use it, why,
        for how long, and how to get rid of it.
      </p>

      <h2>Information we collect</h2>
      <h3>Screenshots</h3>
      <ul>
        <li>
          The 1 to 5 screenshots you upload, re-encoded by our server as JPEG (at most 1200 px on the longest
          side, with their metadata such as EXIF and location stripped), plus a thumbnail.
        </li>
        <li>
          If you enter a URL instead, our server visits that page with a headless browser and takes a desktop
          and a mobile screenshot of it, together with facts about the page (fonts, colour contrast, tap
          targets, headings, alt text, accessibility checks and the technologies it uses).
        </li>
        <li>The roast we write about them: scores, violations, suggestions and the level you chose.</li>
      </ul>
      <h3>Usage data</h3>
      <ul>
        <li>
          An anonymous visitor fingerprint: a random identifier created in your browser and kept in its
          localStorage. It is sent with likes and reactions so each visitor counts once. It is not linked to
          your name or e-mail.
        </li>
        <li>Likes, reactions and share counts on roasts.</li>
      </ul>
      <h3>Technical data</h3>
      <ul>
        <li>
          Your IP address, used for per-IP rate limits that keep the service up; our hosting provider keeps
          request logs for up to 30 days.
        </li>
        <li>
          The owner key of each roast you create, kept in your browser&apos;s localStorage. We store only a
          one-way hash of it, so we cannot recover it for you.
        </li>
      </ul>
      <h3>Things you send us</h3>
      <ul>
        <li>
          Contact, appeal and error-report messages: your name, e-mail address and message. They go to our
          operators&apos; inbox and are used only to answer you.
        </li>
        <li>
          Promotion details you enter (such as a website link and author name) when you promote a roast.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To measure your design, write the roast and show it to you.</li>
        <li>To list promoted roasts in the public gallery and leaderboards.</li>
        <li>To count likes and reactions once per visitor and to stop abuse.</li>
        <li>To answer your messages and appeals.</li>
      </ul>

      <h2>How we store it</h2>
      <ul>
        <li>
          Screenshots are stored in a private, encrypted Amazon S3 bucket under unguessable identifiers (128
          random bits). Roast records are kept in an encrypted database.
        </li>
        <li>
          A free roast is private: it is never listed in the gallery, leaderboards or search, but anyone you
          give its link to can open it. Only promoted roasts are public.
        </li>
        <li>
          Retention: the page facts from a URL capture expire after 1 day. When a roast is deleted, its
          record, likes and reactions are removed at once, and the remaining stored versions of its images are
          purged within 7 days. Roasts that are not deleted are kept until you or we delete them.
        </li>
      </ul>

      <h2>Sharing</h2>
      <ul>
        <li>We do not sell your data and we do not run advertising trackers.</li>
        <li>
          Payments are handled by Stripe. Card details go straight from your browser to Stripe and never touch
          our servers; we receive only whether the payment succeeded.
        </li>
        <li>
          We run on Amazon Web Services. When the AI critic is enabled, screenshots and their measurements are
          sent to Amazon Bedrock to write the roast; they are not used to train models.
        </li>
        <li>Promoted roasts are shown publicly, with the link and credit you chose.</li>
      </ul>

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>Access:</strong> open your roast from its link, or ask us for what we hold about you.
        </li>
        <li>
          <strong>Deletion:</strong> delete a roast from its page in the browser that created it (that browser
          holds the owner key), or contact us with the roast link and we will delete it.
        </li>
        <li>
          <strong>Opt out of promotion:</strong> roasts are private unless you pay to promote them; to take a
          promoted roast out of the gallery, contact us.
        </li>
        <li>
          <strong>Contact:</strong> write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use
          the <Link to="/contact">contact form</Link>.
        </li>
      </ul>

      <h2>Cookies and local storage</h2>
      <p>
        We set no advertising or analytics cookies. Your browser&apos;s localStorage holds the visitor
        fingerprint, your owner keys, dismissed announcements and promotion details in progress; clearing your
        site data removes them (and with the owner keys, your ability to delete your roasts yourself). During
        checkout, Stripe may set the cookies it needs to process the payment and prevent fraud.
      </p>
    </article>
  );
}
