import { ButtonLink, Card } from '../../../components';
import { PROMOTION_PRICE_CENTS } from '@domain/limits';
import { AGENCY_EMAIL } from '../site-info';
import '../pages.css';

const PROMOTED_PRICE = `$${PROMOTION_PRICE_CENTS / 100}`;

const FREE_FEATURES = [
  'A full roast: UGH Score, six criteria, design violations and fixes',
  'Three roast levels: Honest, Brutal or Undigestable',
  'Private: unlisted, only people you give the link to can open it',
  'Delete it any time with the owner key kept in your browser',
];

const PROMOTED_FEATURES = [
  'Everything in the free roast',
  'A place in the public gallery and on the leaderboards',
  'A clickable link to your website',
  'Author credit on the roast',
  'SEO visibility from a public, indexable page',
  'Priority support',
];

const REASONS = [
  {
    title: 'Be seen by designers and developers',
    text: 'The gallery and leaderboards are where visitors browse roasts; a promoted roast is listed there.',
  },
  {
    title: 'A link back to your site',
    text: 'Your roast links to your website and credits you as the author.',
  },
  {
    title: 'Own the joke',
    text: 'Showing that you can laugh at your own design, and then fix it, is good marketing.',
  },
];

export default function PricingPage() {
  return (
    <div className="container page">
      <h1 className="page__title">Pricing</h1>
      <p className="page__subtitle">Every roast is free. Pay only if you want the world to see it.</p>
      <div className="plans">
        <Card className="plan">
          <h2 id="plan-free">Free Roast</h2>
          <p className="plan__price">$0</p>
          <ul className="plan__features">
            {FREE_FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <ButtonLink to="/" variant="secondary">
            Get Roasted Free
          </ButtonLink>
        </Card>
        <Card className="plan plan--featured">
          <p className="plan__flag">Most Popular</p>
          <h2 id="plan-promoted">Promoted Roast</h2>
          <p className="plan__price">{PROMOTED_PRICE}</p>
          <ul className="plan__features">
            {PROMOTED_FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <ButtonLink to="/how-it-works#promotion">How Promotion Works</ButtonLink>
        </Card>
      </div>
      <section aria-labelledby="why-promote" className="info-page">
        <h2 id="why-promote">Why promote?</h2>
        <ul>
          {REASONS.map((r) => (
            <li key={r.title}>
              <strong>{r.title}.</strong> {r.text}
            </li>
          ))}
        </ul>
        <p>
          Promotion is a one-time {PROMOTED_PRICE} card payment, taken by Stripe, from the roast page after
          your roast is ready.
        </p>
      </section>
      <section aria-labelledby="agency" className="info-page">
        <h2 id="agency">Want it fixed, not just roasted?</h2>
        <p>Our parent design agency redesigns websites and apps. Tell them what hurts.</p>
        <a className="btn btn--primary btn--md" href={`mailto:${AGENCY_EMAIL}?subject=Design%20help`}>
          Contact the Agency
        </a>
      </section>
    </div>
  );
}
