import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Skeleton, Spinner } from '../../../components';
import { plural } from '../../../lib/format';
import {
  categoryAnchor,
  citationFigure,
  designPrinciplesQueryOptions,
  groupByCategory,
} from '../api/principles';
import './design-principles.css';

/** /design-principles: every principle, grouped by category (spec §2, §4, §8). */
export default function DesignPrinciplesPage() {
  const query = useQuery(designPrinciplesQueryOptions());
  const { hash } = useLocation();
  const data = query.data;

  // A link to a category (#category-typography) can only scroll once the list has rendered.
  useEffect(() => {
    if (data && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [data, hash]);

  const groups = data ? groupByCategory(data.principles) : [];

  return (
    <div className="container page principles">
      <h1 className="page__title">Design Principles</h1>
      <p className="page__subtitle">
        The research behind every roast: what each principle says, why it matters and how to measure it.
      </p>

      {query.isPending ? (
        <div aria-busy="true">
          <Spinner label="Loading design principles" />
          <Skeleton height="6rem" />
        </div>
      ) : query.isError ? (
        <div className="state" role="alert">
          <h2>Unable to Load Design Principles</h2>
          <p className="muted">Please try refreshing the page.</p>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : data ? (
        <>
          <dl className="stat-tiles">
            <div>
              <dt>Principles</dt>
              <dd className="mono">{data.principles.length}</dd>
            </div>
            <div>
              <dt>Research citations</dt>
              <dd className="mono">{citationFigure(data.totalCitations)}</dd>
              <dd className="stat-tiles__note muted">
                {plural(data.totalCitations, 'distinct citation', 'distinct citations')}
              </dd>
            </div>
            <div>
              <dt>Categories</dt>
              <dd className="mono">{groups.length}</dd>
            </div>
          </dl>

          {groups.length ? (
            <nav aria-label="Categories" className="principles__nav">
              <ul>
                {groups.map((g) => (
                  <li key={g.category}>
                    <a href={`#${categoryAnchor(g.category)}`}>{g.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <p className="state">No design principles have been published yet.</p>
          )}

          {groups.map((group) => (
            <section
              key={group.category}
              id={categoryAnchor(group.category)}
              className="principles__group"
              aria-labelledby={`${categoryAnchor(group.category)}-title`}
            >
              <h2 id={`${categoryAnchor(group.category)}-title`}>
                {group.label} <span className="muted">({group.principles.length})</span>
              </h2>
              <ul className="card-grid">
                {group.principles.map((p) => (
                  <li key={p.id} className="link-card principle-card">
                    <h3>
                      <Link to={`/design-principles/${p.slug}`} className="link-card__link">
                        {p.name}
                      </Link>
                    </h3>
                    <p>{p.description}</p>
                    <p className="muted principle-card__meta">
                      {plural(p.citationCount, 'citation', 'citations')}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}
