import type { RoastDetail } from '@domain/api-schemas';
import { CRITERIA } from '@domain/criteria';
import type * as EvidenceModule from '@domain/evidence';
import { useEffect, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components';
import { Tooltip } from '../../../components/Tooltip';
import { coversMostOf } from './Screenshots';

export function Analysis({ text }: { text: string }) {
  return (
    <section aria-labelledby="analysis-title" className="panel">
      <h2 id="analysis-title" className="section-title">
        AI Analysis
      </h2>
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph, i) => (
          <p key={i} className="analysis__text">
            {paragraph}
          </p>
        ))}
    </section>
  );
}

export function Breakdown({ roast }: { roast: RoastDetail }) {
  return (
    <section aria-labelledby="breakdown-title" className="panel">
      <h2 id="breakdown-title" className="section-title">
        Design Breakdown
      </h2>
      <ul className="breakdown">
        {CRITERIA.map((criterion) => {
          const value = roast[criterion.key];
          return (
            <li key={criterion.key} className="breakdown__item">
              <div className="breakdown__row">
                <Tooltip content={`Weighs ${criterion.weightPercent}% of the score. 10 is best.`}>
                  <button type="button" className="breakdown__label">
                    {criterion.label}
                  </button>
                </Tooltip>
                <span className="breakdown__value mono">{value}/10</span>
              </div>
              <meter
                className="breakdown__meter"
                min={0}
                max={10}
                low={4}
                high={7}
                optimum={10}
                value={value}
                aria-label={`${criterion.label}: ${value} out of 10`}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const SEVERITY_TONES: Record<RoastDetail['violations'][number]['severity'], BadgeTone> = {
  Mild: 'mild',
  Severe: 'severe',
  Critical: 'critical',
  Unforgivable: 'unforgivable',
};

type Violation = RoastDetail['violations'][number];
type Size = { w: number; h: number };

/**
 * The natural size of each screenshot, once loaded (the browser's cache serves the ones the page
 * shows anyway): whether a finding's region is a place on it or the whole of it.
 */
function useImageSizes(urls: readonly string[]): (Size | undefined)[] {
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const key = urls.join('\n');
  useEffect(() => {
    let live = true;
    for (const url of key ? key.split('\n') : []) {
      const img = new Image();
      img.onload = () => {
        if (live) setSizes((s) => ({ ...s, [url]: { w: img.naturalWidth, h: img.naturalHeight } }));
      };
      img.src = url;
    }
    return () => {
      live = false;
    };
  }, [key]);
  return urls.map((url) => sizes[url]);
}

type EvidenceWords = typeof EvidenceModule;

/**
 * The evidence words (domain/evidence.ts: every fact's words, the catalogue's facts) load after the
 * page's first paint, as their own chunk: the violations sit below the fold, and the roast page's
 * first JavaScript stays within its budget (DESIGN §12).
 */
function useEvidenceWords(): EvidenceWords | undefined {
  const [words, setWords] = useState<EvidenceWords>();
  useEffect(() => {
    let live = true;
    void import('@domain/evidence').then((m) => {
      if (live) setWords(m);
    });
    return () => {
      live = false;
    };
  }, []);
  return words;
}

/**
 * Where a finding is, in words: marked on a screenshot (a box is drawn there), or the whole of it, the
 * whole page, or between the screenshots, for the findings that have no one place.
 */
export function placeText(
  evidence: NonNullable<Violation['evidence']>,
  sizes: (Size | undefined)[],
  words: Pick<EvidenceWords, 'factSource'>,
): string {
  const r = evidence.region;
  if (!r) {
    const source = words.factSource(evidence.metric);
    if (source === 'multi') return 'Across the screenshots';
    return source === 'whole-page' ? 'Whole page (full-length capture)' : 'Whole page';
  }
  const n = r.imageIndex + 1;
  const size = sizes[r.imageIndex];
  if (!size) return `Screenshot ${n}`;
  return coversMostOf(r, size) ? `All of screenshot ${n}` : `Marked on screenshot ${n}`;
}

export function Violations({ violations, images = [] }: { violations: Violation[]; images?: string[] }) {
  const sizes = useImageSizes(images);
  const words = useEvidenceWords();
  return (
    <section aria-labelledby="violations-title" className="panel">
      <h2 id="violations-title" className="section-title">
        Design Violations <span className="muted">({violations.length})</span>
      </h2>
      {violations.length === 0 ? (
        <p className="muted">No violations found. Suspicious, but congratulations.</p>
      ) : (
        <ul className="violations">
          {violations.map((v) => (
            <li key={`${v.code}-${v.type}`} className="violation">
              <div className="violation__head">
                <Badge tone={SEVERITY_TONES[v.severity]}>{v.severity}</Badge>
                <span className="violation__code mono">{v.code}</span>
                <h3 className="violation__type">{v.type}</h3>
              </div>
              <p className="violation__description">{v.description}</p>
              {v.evidence && words ? (
                <p className="violation__evidence">
                  <span className="visually-hidden">Evidence: </span>
                  {words.evidenceSentence(v.evidence)}{' '}
                  <span className="violation__place muted">{placeText(v.evidence, sizes, words)}.</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Improvements({ items }: { items: string[] }) {
  return (
    <section aria-labelledby="improvements-title" className="panel">
      <h2 id="improvements-title" className="section-title">
        Improvement Suggestions
      </h2>
      {items.length ? (
        <ol className="improvements">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      ) : (
        <p className="muted">Nothing to add. Frame it.</p>
      )}
    </section>
  );
}

const UNDERSTANDING: Record<NonNullable<RoastDetail['clarityAnalysis']>['userUnderstanding'], string> = {
  clear: 'Clear',
  confusing: 'Confusing',
  wtf: 'WTF',
};

export function ClarityTest({ clarity }: { clarity: RoastDetail['clarityAnalysis'] }) {
  if (!clarity) return null;
  return (
    <section aria-labelledby="clarity-title" className="panel">
      <h2 id="clarity-title" className="section-title">
        3-Second Clarity Test
      </h2>
      <div className="clarity__row">
        <span className="mono clarity__score">{clarity.score}/10</span>
        <Badge tone="neutral">Understanding: {UNDERSTANDING[clarity.userUnderstanding]}</Badge>
      </div>
      <div className="clarity__bar" role="img" aria-label={`Clarity ${clarity.score} out of 10`}>
        <span className="clarity__fill" style={{ width: `${clarity.score * 10}%` }} />
      </div>
      <p>{clarity.commentary}</p>
      {clarity.recommendations.length ? (
        <>
          <h3 className="clarity__subtitle">Recommendations</h3>
          <ul>
            {clarity.recommendations.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

type Technology = NonNullable<RoastDetail['websiteAnalysis']>['technology'];
const TECH_LABELS: Record<keyof Technology, string> = {
  frontend: 'Frontend',
  backend: 'Backend',
  analytics: 'Analytics',
  marketing: 'Marketing',
  hosting: 'Hosting',
  security: 'Security',
  other: 'Other',
};

export function TechStack({ analysis }: { analysis: RoastDetail['websiteAnalysis'] }) {
  const categories = analysis
    ? (Object.keys(TECH_LABELS) as (keyof Technology)[]).filter((c) => analysis.technology[c]?.length)
    : [];
  return (
    <section aria-labelledby="tech-title" className="panel">
      <h2 id="tech-title" className="section-title">
        Technology Stack Analysis
      </h2>
      {!analysis || categories.length === 0 ? (
        <p className="muted">
          No technology detected. Stack analysis needs a URL capture; uploaded screenshots only show pixels.
        </p>
      ) : (
        <dl className="tech">
          {categories.map((c) => (
            <div key={c} className="tech__group">
              <dt>{TECH_LABELS[c]}</dt>
              {analysis.technology[c].map((t) => (
                <dd key={t.name}>
                  <strong>{t.name}</strong>
                  {t.version ? <span className="mono"> {t.version}</span> : null}
                  <span className="muted"> · {t.confidence}% confidence</span>
                  {t.description ? <span className="tech__desc">{t.description}</span> : null}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
