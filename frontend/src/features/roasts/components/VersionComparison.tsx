import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { RoastDetail } from '@domain/api-schemas';
import type { Change, SubScoreChange, ViolationSighting } from '@domain/roast-comparison';
import type { ComparedRoast, RoastComparisonResponse } from '@domain/roast-versions';
import { scoreTheme } from '@domain/verdicts';
import { Badge, type BadgeTone, Skeleton } from '../../../components';
import { errorMessage, isNotFound } from '../../../lib/api-client';
import { formatDate, formatRoastNumber } from '../../../lib/format';
import { roastComparisonQueryOptions } from '../api/comparison';
import './versions.css';

const SEVERITY_TONES: Record<ViolationSighting['severity'], BadgeTone> = {
  Mild: 'mild',
  Severe: 'severe',
  Critical: 'critical',
  Unforgivable: 'unforgivable',
};

const CHANGE_WORDS: Record<Change, string> = { better: 'better', worse: 'worse', unchanged: 'unchanged' };

const roastPath = (id: string) => `/roast/${encodeURIComponent(id)}`;

/** "+2.3", "−1" (a real minus sign), "±0": a delta that reads the same without its colour. */
function signed(delta: number): string {
  if (delta === 0) return '±0';
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

/**
 * Before and after: on a roast made as the new version of an earlier one, what changed —
 * score and verdict, each sub-score, violations fixed / new / still open, the first screenshots side by
 * side — and links along the chain. Renders nothing for a roast without versions.
 */
export function VersionComparison({ roast }: { roast: RoastDetail }) {
  if (!roast.previousId && !roast.nextId) return null;
  return (
    <section className="container versions" aria-labelledby="versions-title">
      <div className="panel versions__panel">
        <div className="versions__head">
          <h2 id="versions-title" className="section-title">
            {roast.previousId ? 'Before and after' : 'A newer version exists'}
          </h2>
          <nav className="versions__nav" aria-label="Versions of this page">
            {roast.previousId ? (
              <Link className="btn btn--secondary btn--sm" to={roastPath(roast.previousId)}>
                ← Previous version
              </Link>
            ) : null}
            {roast.nextId ? (
              <Link className="btn btn--primary btn--sm" to={roastPath(roast.nextId)}>
                Next version →
              </Link>
            ) : null}
          </nav>
        </div>
        {roast.previousId ? (
          <Comparison roastId={roast.id} />
        ) : (
          <p className="muted">
            This page was roasted again after a redesign. Open the next version to see what changed.
          </p>
        )}
      </div>
    </section>
  );
}

function Comparison({ roastId }: { roastId: string }) {
  const query = useQuery(roastComparisonQueryOptions(roastId));
  if (query.isPending)
    return (
      <div aria-busy="true" aria-label="Loading the comparison">
        <Skeleton height="12rem" />
      </div>
    );
  if (query.isError) {
    // The earlier version was deleted since the page loaded: there is nothing left to compare.
    if (isNotFound(query.error))
      return <p className="muted">The earlier version is no longer available to compare with.</p>;
    return (
      <p role="alert" className="versions__error">
        {errorMessage(query.error, 'Could not load the comparison')}
      </p>
    );
  }
  return <ComparisonBody data={query.data} />;
}

function ComparisonBody({ data }: { data: RoastComparisonResponse }) {
  const { comparison, previous, current } = data;
  const { fixed, stillOpen } = comparison.violations;
  const added = comparison.violations.new;
  return (
    <>
      <p className="versions__summary">{comparison.summary}</p>
      <div className="versions__scores">
        <ScoreCard label="Before" side={comparison.before} />
        <p className={`versions__delta versions__delta--${comparison.change}`}>
          <span aria-hidden="true" className="versions__arrow">
            →
          </span>
          <span className="mono">{signed(comparison.scoreDelta)}</span>{' '}
          <span>
            {comparison.change === 'unchanged'
              ? 'no change'
              : `point${Math.abs(comparison.scoreDelta) === 1 ? '' : 's'}, ${CHANGE_WORDS[comparison.change]}`}
          </span>
        </p>
        <ScoreCard label="After" side={comparison.after} />
      </div>

      <div className="versions__shots">
        <Shot label="Before" roast={previous} />
        <Shot label="After" roast={current} />
      </div>

      <SubScores rows={comparison.subScores} />

      <div className="versions__violations">
        <ViolationList title="Fixed" tone="fixed" items={fixed} empty="Nothing fixed yet." />
        <ViolationList title="New" tone="new" items={added} empty="Nothing new. Well done." />
        <ViolationList
          title="Still open"
          tone="open"
          items={stillOpen.map((v) => v.after)}
          empty="Nothing left from before."
        />
      </div>
    </>
  );
}

function ScoreCard({ label, side }: { label: string; side: { ughScore: number; verdict: string } }) {
  const theme = scoreTheme(side.ughScore);
  return (
    <div className="versions__score" data-theme={theme.theme} style={{ borderColor: theme.hex }}>
      <p className="versions__score-label">{label}</p>
      <p className="versions__score-value">
        <span className="visually-hidden">UGH Score {label.toLowerCase()}: </span>
        <span className="mono">{side.ughScore}</span>
        <span className="versions__score-max">/100</span>
      </p>
      <p className="versions__verdict">{side.verdict}</p>
    </div>
  );
}

function Shot({ label, roast }: { label: string; roast: ComparedRoast }) {
  return (
    <figure className="versions__shot">
      {roast.image ? (
        <img src={roast.image} alt={`${label}: first screenshot of ${roast.title}`} loading="lazy" />
      ) : (
        <div className="versions__no-shot">No screenshot stored</div>
      )}
      <figcaption>
        <strong>{label}</strong> · <span className="mono">{formatRoastNumber(roast.number)}</span> ·{' '}
        <time dateTime={roast.createdAt}>{formatDate(roast.createdAt)}</time>
      </figcaption>
    </figure>
  );
}

function SubScores({ rows }: { rows: SubScoreChange[] }) {
  return (
    <table className="versions__table">
      <caption>Sub-scores before and after (out of 10, higher is better)</caption>
      <thead>
        <tr>
          <th scope="col">Criterion</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="mono">{row.before}</td>
            <td className="mono">{row.after}</td>
            <td className={`versions__change versions__change--${row.change}`}>
              <span className="mono">{signed(row.delta)}</span> {CHANGE_WORDS[row.change]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ViolationList({
  title,
  tone,
  items,
  empty,
}: {
  title: string;
  tone: 'fixed' | 'new' | 'open';
  items: ViolationSighting[];
  empty: string;
}) {
  const headingId = `versions-${tone}`;
  return (
    <section className={`versions__list versions__list--${tone}`} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title} <span className="muted">({items.length})</span>
      </h3>
      {items.length ? (
        <ul aria-label={`${title} violations`}>
          {items.map((v) => (
            <li key={v.code}>
              <span className="mono versions__code">{v.code}</span> <span>{v.type}</span>{' '}
              <Badge tone={SEVERITY_TONES[v.severity]}>{v.severity}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}
