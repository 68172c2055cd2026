import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { DesignPrinciple } from '@domain/api-schemas';
import { Badge, Button, ButtonLink, Skeleton, Spinner } from '../../../components';
import { isNotFound } from '../../../lib/api-client';
import {
  CATEGORY_LABELS,
  CITATION_TYPE_LABELS,
  designPrincipleQueryOptions,
  formatCitation,
  paragraphs,
} from '../api/principles';
import './design-principles.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="principle__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

function PrincipleArticle({ principle }: { principle: DesignPrinciple }) {
  const extra = principle.enhancedContent;
  return (
    <article className="container page principle" aria-labelledby="principle-title">
      <p className="principle__back">
        <Link to="/design-principles">
          <span aria-hidden="true">← </span>All design principles
        </Link>
      </p>
      <Badge tone="accent">{CATEGORY_LABELS[principle.category]}</Badge>
      <h1 id="principle-title" className="page__title principle__title">
        {principle.name}
      </h1>
      <p className="page__subtitle">{principle.description}</p>

      <Section id="principle-overview" title="Overview">
        <Paragraphs text={principle.overview} />
      </Section>

      <Section id="principle-explanation" title="Detailed Explanation">
        <Paragraphs text={principle.detailedExplanation} />
      </Section>

      <Section id="principle-key-points" title="Key Points">
        <ul className="principle__points">
          {principle.keyPoints.map((point, i) => (
            <li key={i}>{point}</li>
          ))}
        </ul>
      </Section>

      <Section id="principle-applications" title="Applications">
        <ul className="card-grid card-grid--pairs">
          {principle.applications.map((a, i) => (
            <li key={i} className="principle__card">
              <h3>{a.title}</h3>
              <p>{a.description}</p>
              <p className="principle__example">
                <strong>Example:</strong> {a.example}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="principle-mistakes" title="Common Mistakes">
        <ul className="card-grid card-grid--pairs">
          {principle.commonMistakes.map((m, i) => (
            <li key={i} className="principle__card principle__card--mistake">
              <h3>{m.mistake}</h3>
              <dl className="principle__facts">
                <div>
                  <dt>Consequence</dt>
                  <dd>{m.consequence}</dd>
                </div>
                <div>
                  <dt>Solution</dt>
                  <dd>{m.solution}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="principle-tools" title="Tools">
        <ul className="principle__tools">
          {principle.tools.map((tool, i) => (
            <li key={i}>
              <strong>{tool.url ? <External href={tool.url}>{tool.name}</External> : tool.name}</strong>{' '}
              <Badge tone="neutral">{tool.type}</Badge>
              <p>{tool.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="principle-metrics" title="How to Measure It">
        <ul className="card-grid card-grid--pairs">
          {principle.metrics.map((metric, i) => (
            <li key={i} className="principle__card">
              <h3>{metric.name}</h3>
              <p>{metric.description}</p>
              <dl className="principle__facts">
                <div>
                  <dt>Target</dt>
                  <dd>{metric.target}</dd>
                </div>
                <div>
                  <dt>Measurement</dt>
                  <dd>{metric.measurement}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      {extra ? (
        <Section id="principle-further" title="Going Further">
          <h3>Additional Research</h3>
          <Paragraphs text={extra.additionalResearch} />
          {extra.emergingTrends.length ? (
            <>
              <h3>Emerging Trends</h3>
              <ul>
                {extra.emergingTrends.map((t, i) => (
                  <li key={i}>{t}</li>
                ))}
              </ul>
            </>
          ) : null}
          {extra.practicalTips.length ? (
            <>
              <h3>Practical Tips</h3>
              <ul>
                {extra.practicalTips.map((t, i) => (
                  <li key={i}>{t}</li>
                ))}
              </ul>
            </>
          ) : null}
          {extra.industryApplications.length ? (
            <>
              <h3>Industry Applications</h3>
              <dl className="principle__industries">
                {extra.industryApplications.map((a, i) => (
                  <div key={i}>
                    <dt>{a.industry}</dt>
                    <dd>{a.application}</dd>
                    <dd className="principle__example">
                      <strong>Example:</strong> {a.example}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </Section>
      ) : null}

      <Section id="principle-references" title={`References (${principle.citations.length})`}>
        <ol className="principle__references">
          {principle.citations.map((c, i) => {
            const text = formatCitation(c);
            return (
              <li key={i}>
                {text.lead}{' '}
                {c.url ? <External href={c.url}>{text.title}</External> : <cite>{text.title}</cite>}{' '}
                {text.source} <Badge tone="neutral">{CITATION_TYPE_LABELS[c.type]}</Badge>
              </li>
            );
          })}
        </ol>
      </Section>
    </article>
  );
}

/** /design-principles/:slug: loading → the principle, or Design Principle Not Found (spec §4, §8). */
export default function DesignPrinciplePage() {
  const { slug = '' } = useParams();
  const query = useQuery(designPrincipleQueryOptions(slug));

  if (query.isPending) {
    return (
      <div className="container page principle" aria-busy="true">
        <Skeleton height="3rem" width="60%" />
        <Spinner label="Loading design principle" />
      </div>
    );
  }
  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <div className="state">
        <p className="state__glyph" aria-hidden="true">
          📐
        </p>
        <h1>{missing ? 'Design Principle Not Found' : 'Unable to Load Design Principle'}</h1>
        {missing ? (
          <p className="state__message">There is no design principle at this address.</p>
        ) : (
          <p className="state__message" role="alert">
            Please try refreshing the page.
          </p>
        )}
        <div className="state__actions">
          <ButtonLink to="/design-principles">Back to Design Principles</ButtonLink>
          {missing ? null : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }
  return <PrincipleArticle principle={query.data.principle} />;
}
