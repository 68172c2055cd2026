import { Link } from 'react-router-dom';
import type { BetaRoast, EnhanceSuggestionsResponse } from '@domain/api-schemas';
import { ROAST_LEVEL_LABELS } from '@domain/roast-levels';
import type { Severity } from '@domain/violations';
import { Badge, Button, type BadgeTone } from '../../../components';
import { SuggestionCard } from './SuggestionCard';

const SEVERITY_TONES: Record<Severity, BadgeTone> = {
  Mild: 'mild',
  Severe: 'severe',
  Critical: 'critical',
  Unforgivable: 'unforgivable',
};
const UNDERSTANDING: Record<NonNullable<BetaRoast['clarityAnalysis']>['userUnderstanding'], string> = {
  clear: 'Clear',
  confusing: 'Confusing',
  wtf: 'WTF',
};
const ENGINE_LABELS: Record<EnhanceSuggestionsResponse['source'], string> = {
  offline: 'the offline engine (measured evidence and the violation catalogue)',
  bedrock: 'the AI critic, checked against the violation catalogue',
};

function technologies(roast: BetaRoast): string[] {
  if (!roast.websiteAnalysis) return [];
  return Object.values(roast.websiteAnalysis.technology).flatMap((items) =>
    items.map((t) => (t.version ? `${t.name} ${t.version}` : t.name)),
  );
}

export function RoastStudy({
  roast,
  suggestions,
  generating,
  busy,
  onGenerate,
}: {
  roast: BetaRoast;
  suggestions: EnhanceSuggestionsResponse | null;
  /** Suggestions for this roast are on their way. */
  generating: boolean;
  /** Suggestions for any roast are on their way (one request at a time). */
  busy: boolean;
  onGenerate: () => void;
}) {
  const name = roast.title;
  const image = roast.images[0];
  const stack = technologies(roast);
  return (
    <article className="study" aria-labelledby="study-title">
      <header className="study__header">
        {image ? (
          <img
            className="study__thumb"
            src={image}
            alt={`Screenshot of ${name}`}
            width={320}
            height={200}
            loading="lazy"
          />
        ) : null}
        <div className="study__summary">
          <h2 id="study-title">{name}</h2>
          <p className="study__score mono">
            {roast.ughScore}
            <span className="muted">/100 UGH</span>
          </p>
          <div className="study__badges">
            <Badge tone="neutral">{ROAST_LEVEL_LABELS[roast.roastLevel].label}</Badge>
            <Badge tone="accent">{roast.verdict}</Badge>
          </div>
          <Link to={`/roast/${roast.id}`}>Open the full roast</Link>
        </div>
      </header>

      <section className="study__section" aria-labelledby="study-violations">
        <h3 id="study-violations">
          Design Violations <span className="muted">({roast.violations.length})</span>
        </h3>
        {roast.violations.length ? (
          <ul className="study__violations">
            {roast.violations.map((v) => (
              <li key={v.code}>
                <span className="mono study__code">{v.code}</span> <strong>{v.type}</strong>{' '}
                <Badge tone={SEVERITY_TONES[v.severity]}>{v.severity}</Badge>
                <p className="muted">{v.description}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No violations recorded.</p>
        )}
      </section>

      <section className="study__section" aria-labelledby="study-improvements">
        <h3 id="study-improvements">Improvements</h3>
        {roast.improvements.length ? (
          <ol>
            {roast.improvements.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ol>
        ) : (
          <p className="muted">None suggested.</p>
        )}
      </section>

      <section className="study__section" aria-labelledby="study-clarity">
        <h3 id="study-clarity">3-Second Clarity</h3>
        {roast.clarityAnalysis ? (
          <>
            <p>
              <span className="mono study__clarity">{roast.clarityAnalysis.score}/10</span>{' '}
              <Badge tone="neutral">
                Understanding: {UNDERSTANDING[roast.clarityAnalysis.userUnderstanding]}
              </Badge>
            </p>
            <p>{roast.clarityAnalysis.commentary}</p>
            {roast.clarityAnalysis.recommendations.length ? (
              <ul>
                {roast.clarityAnalysis.recommendations.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <p className="muted">No clarity test for this roast.</p>
        )}
        {stack.length ? <p className="muted">Built with {stack.join(', ')}.</p> : null}
      </section>

      <section className="study__section study__enhanced" aria-labelledby="study-enhanced">
        <h3 id="study-enhanced">Enhanced Suggestions</h3>
        <p className="muted">
          Research-backed fixes for this roast’s violations, each with the heuristic it rests on, the effort
          it takes and the impact to expect.
        </p>
        <Button onClick={onGenerate} disabled={busy}>
          {generating ? 'Generating...' : 'Generate enhanced suggestions'}
        </Button>
        {suggestions ? (
          suggestions.enhancedSuggestions.length ? (
            <>
              <p className="muted study__source">Generated by {ENGINE_LABELS[suggestions.source]}.</p>
              <ul className="card-grid card-grid--pairs suggestions" aria-label="Enhanced suggestions">
                {suggestions.enhancedSuggestions.map((s) => (
                  <li key={s.title}>
                    <SuggestionCard suggestion={s} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="study__source">
              No enhanced suggestions for this roast: nothing in it needs fixing.
            </p>
          )
        ) : null}
      </section>
    </article>
  );
}
