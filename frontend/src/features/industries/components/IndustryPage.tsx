import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { IndustryResponse } from '@domain/api-schemas';
import { Button, ButtonLink, Skeleton, Spinner } from '../../../components';
import { errorMessage, isNotFound } from '../../../lib/api-client';
import { plural } from '../../../lib/format';
import { RoastCard } from '../../../components/RoastCard';
import { adviceFor, availableIndustries, industryQueryOptions } from '../api/industries';
import './industries.css';

function IndustryNotFound({ slug, error, onRetry }: { slug: string; error: unknown; onRetry: () => void }) {
  const missing = isNotFound(error);
  return (
    <div className="state industry-missing">
      <p className="state__glyph" aria-hidden="true">
        🧭
      </p>
      <h1>Industry Not Found</h1>
      {missing ? (
        <p className="state__message">We don&apos;t have an industry page for “{slug}”.</p>
      ) : (
        <div role="alert">
          <p className="state__message">This industry page could not be loaded right now.</p>
          <p className="muted">{errorMessage(error, 'Failed to load the industry')}</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      <section className="industry-missing__list" aria-labelledby="available-industries">
        <h2 id="available-industries">Available industries</h2>
        <ul>
          {availableIndustries(error).map((industry) => (
            <li key={industry.slug}>
              <Link to={`/industries/${industry.slug}`}>{industry.name}</Link>
              <p className="muted">{adviceFor(industry.slug)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="state__actions">
        <ButtonLink to="/gallery" variant="secondary">
          Browse the Gallery
        </ButtonLink>
      </div>
    </div>
  );
}

function IndustryDetails({ data }: { data: IndustryResponse }) {
  const { industry, roasts } = data;
  return (
    <div className="container page industry">
      <p className="industry__eyebrow">Industry Analysis</p>
      <h1 className="page__title">{industry.name}</h1>
      <p className="page__subtitle">{industry.description}</p>

      <dl className="stat-tiles">
        <div>
          <dt>Public roasts</dt>
          <dd className="mono">{industry.totalRoasts}</dd>
        </div>
        <div>
          <dt>Average confidence</dt>
          <dd className="mono">
            {industry.totalRoasts > 0 ? (
              `${Math.round(industry.avgConfidence)}%`
            ) : (
              <>
                <span aria-hidden="true">–</span>
                <span className="visually-hidden">no roasts classified yet</span>
              </>
            )}
          </dd>
        </div>
      </dl>

      {industry.keywords.length ? (
        <section className="industry__section" aria-labelledby="industry-keywords">
          <h2 id="industry-keywords">Keywords</h2>
          <ul className="chips">
            {industry.keywords.map((keyword) => (
              <li key={keyword} className="chip">
                {keyword}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="industry__section industry__advice" aria-labelledby="industry-advice">
        <h2 id="industry-advice">Design advice for {industry.name}</h2>
        <p>{adviceFor(industry.slug)}</p>
      </section>

      <section className="industry__section" aria-labelledby="industry-roasts">
        <h2 id="industry-roasts">Public roasts</h2>
        {roasts.length === 0 ? (
          <div className="state industry__empty">
            <h3>No public roasts in this industry yet</h3>
            <p className="muted">
              Roast your {industry.name.toLowerCase()} site and promote it to be the first here.
            </p>
            <div className="state__actions">
              <ButtonLink to="/">Get Roasted</ButtonLink>
              <ButtonLink to="/gallery" variant="secondary">
                Browse the Gallery
              </ButtonLink>
            </div>
          </div>
        ) : (
          <>
            {roasts.length < industry.totalRoasts ? (
              <p className="muted">
                The newest {plural(roasts.length, 'roast', 'roasts')} of {industry.totalRoasts}.
              </p>
            ) : null}
            <ul className="card-grid roast-grid" aria-label={`${industry.name} roasts`}>
              {roasts.map((roast) => (
                <li key={roast.id}>
                  <RoastCard roast={roast} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/** /industries/:slug: loading → the industry (or its empty state) → or Industry Not Found (spec §2, §4, §8). */
export default function IndustryPage() {
  const { slug = '' } = useParams();
  const query = useQuery(industryQueryOptions(slug));

  if (query.isPending) {
    return (
      <div className="container page industry" aria-busy="true">
        <Skeleton height="3rem" width="60%" />
        <Spinner label="Loading industry" />
      </div>
    );
  }
  if (query.isError) {
    return <IndustryNotFound slug={slug} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <IndustryDetails data={query.data} />;
}
