import { Link } from 'react-router-dom';
import { CRITERIA, SUB_SCORE_MAX, SUB_SCORE_MIN } from '@domain/criteria';
import {
  MAX_IMAGE_LONGEST_SIDE,
  MAX_IMAGES_PER_ROAST,
  MIN_IMAGES_PER_ROAST,
  PROMOTION_PRICE_CENTS,
} from '@domain/limits';
import { ROAST_LEVEL_LABELS, ROAST_LEVELS } from '@domain/roast-levels';
import { VERDICT_BANDS } from '@domain/verdicts';
import { SEVERITIES } from '@domain/violations';
import '../pages.css';

const TOTAL_WEIGHT = CRITERIA.reduce((sum, c) => sum + c.weightPercent, 0);

export default function HowItWorksPage() {
  return (
    <div className="container page info-page how">
      <h1 className="page__title">How it Works</h1>
      <p className="page__subtitle">
        Measured first, roasted second. Every score rests on numbers taken from your screenshots.
      </p>

      <section aria-labelledby="how-capture">
        <h2 id="how-capture">1. Capture</h2>
        <p>
          Upload {MIN_IMAGES_PER_ROAST} to {MAX_IMAGES_PER_ROAST} screenshots, or enter a URL. Uploads are
          downscaled in your browser and re-encoded by our server as JPEG (at most {MAX_IMAGE_LONGEST_SIDE} px
          on the longest side, metadata stripped). For a URL, a headless Chromium behind an egress guard
          visits the page and takes a desktop (1440 × 900) and a mobile (428 × 926) screenshot, and records
          page facts: fonts, WCAG contrast pairs, tap targets, overflow, headings, alt text, an axe-core
          accessibility check and the technology stack.
        </p>
        <p>An automated review rejects content that is not a web interface, with feedback on why.</p>
      </section>

      <section aria-labelledby="how-measure">
        <h2 id="how-measure">2. Measurements</h2>
        <p>
          The critique engine measures each screenshot: colourfulness (Hasler–Süsstrunk), luminance spread,
          distinct colours and colour clusters, edge and contour density, contour congestion, figure-ground
          contrast, white space and palette size, calibrated against the Alexa top-500 sites. It reads the key
          first-screen text with OCR. The roast runs as a workflow: Prepare → Critique → Score.
        </p>
      </section>

      <section aria-labelledby="how-criteria">
        <h2 id="how-criteria">3. Six criteria and the formula</h2>
        <p>
          Each criterion gets a quality score from {SUB_SCORE_MIN} to {SUB_SCORE_MAX}, where {SUB_SCORE_MAX}{' '}
          is best.
        </p>
        <div className="how__table-wrap">
          <table>
            <caption className="visually-hidden">Criteria and their weights</caption>
            <thead>
              <tr>
                <th scope="col">Criterion</th>
                <th scope="col">Weight</th>
              </tr>
            </thead>
            <tbody>
              {CRITERIA.map((c) => (
                <tr key={c.key}>
                  <th scope="row">{c.label}</th>
                  <td className="mono">{c.weightPercent}%</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="mono">{TOTAL_WEIGHT}%</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="how__formula">UGH Score = 100 − round(weighted quality × 10)</p>
        <p>
          The weighted quality is the weighted average of the six criterion scores (0–10), so the UGH Score
          runs from 0 to 100 and <strong>higher is worse</strong>.
        </p>
      </section>

      <section aria-labelledby="how-verdicts">
        <h2 id="how-verdicts">4. Verdicts</h2>
        <div className="how__table-wrap">
          <table>
            <caption className="visually-hidden">Verdict bands</caption>
            <thead>
              <tr>
                <th scope="col">UGH Score</th>
                <th scope="col">Verdict</th>
                <th scope="col">Meaning</th>
              </tr>
            </thead>
            <tbody>
              {VERDICT_BANDS.map((band) => (
                <tr key={band.verdict}>
                  <td className="mono">
                    {band.min}–{band.max}
                  </td>
                  <th scope="row">{band.verdict}</th>
                  <td>{band.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="how-violations">
        <h2 id="how-violations">5. Design violations</h2>
        <p>
          Each problem found is a violation with a code from <code>V001</code> to <code>V999</code>, a name, a
          description and a severity: {SEVERITIES.join(', ')}. Measured violations carry their evidence (the
          numbers and, where it applies, the region of the screenshot) and every roast ends with suggested
          fixes.
        </p>
      </section>

      <section aria-labelledby="how-levels">
        <h2 id="how-levels">6. Roast levels</h2>
        <p>The level changes the voice of the roast; the measurements behind it are the same.</p>
        <ul>
          {ROAST_LEVELS.map((level) => (
            <li key={level}>
              <strong>{ROAST_LEVEL_LABELS[level].label}:</strong> {ROAST_LEVEL_LABELS[level].tagline}
            </li>
          ))}
        </ul>
      </section>

      <section id="promotion" aria-labelledby="how-promotion">
        <h2 id="how-promotion">7. Promotion</h2>
        <p>
          Every roast starts private: unlisted, visible only to people with its link. From the roast page you
          can promote it for ${PROMOTION_PRICE_CENTS / 100}: enter your website link and author credit, pay by
          card through Stripe, and once Stripe confirms the payment our server lists the roast in the public
          gallery and leaderboards. The browser can never promote a roast by itself.
        </p>
        <p>
          <Link to="/">Get your roast</Link> · <Link to="/pricing">See pricing</Link>
        </p>
      </section>
    </div>
  );
}
