import { Showcase } from '../../features/leaderboard/components/Showcase';
import './landing.css';
import { LandingRoastStarter } from './roast-starter';

const STEPS = [
  {
    title: 'Upload or capture',
    text: 'Drop 1 to 5 screenshots, or give us a URL and we capture desktop and mobile.',
  },
  {
    title: 'Pick your pain',
    text: 'Honest, brutal or undigestable. The score is the same; the words are not.',
  },
  {
    title: 'Get measured',
    text: 'Colour, contrast, clutter, white space and alignment, measured in pixels.',
  },
  { title: 'Get roasted', text: 'An UGH Score out of 100, a verdict, violations with evidence and fixes.' },
];

const FEATURES = [
  {
    title: '6 design criteria',
    text: 'Visual Hierarchy, Typography, Color Usage, Layout & Spacing, UI Consistency and the WTF Factor, each out of 10.',
  },
  {
    title: '3 roast levels',
    text: 'From constructive with sass to maximum savagery. Choose how much you can take.',
  },
  {
    title: 'Violation codes V001–V999',
    text: 'Every crime is catalogued, with a severity from Mild to Unforgivable and the measurement behind it.',
  },
  {
    title: '3-second clarity test',
    text: 'Would a visitor know what you do before they leave? We check the first viewport.',
  },
];

export default function LandingPage() {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow mono">AI design critique · scored by code</p>
            <h1 className="hero__title">
              Your website, <em>roasted</em>. Measured, funny, accurate.
            </h1>
            <p className="hero__lead">
              Upload screenshots and get an UGH Score from 0 to 100 (higher is worse), a verdict, six
              sub-scores, coded violations and fixes you can ship today.
            </p>
          </div>
          <LandingRoastStarter />
        </div>
      </section>

      <section className="container landing-section" aria-labelledby="how-title">
        <h2 id="how-title">How It Works</h2>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number mono" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing-band" aria-labelledby="features-title">
        <div className="container landing-section">
          <h2 id="features-title">What you get</h2>
          <ul className="features">
            {FEATURES.map((f) => (
              <li key={f.title} className="features__item">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container landing-section landing-showcases">
        <Showcase kind="brutal" />
        <Showcase kind="designed" />
      </div>
    </>
  );
}
