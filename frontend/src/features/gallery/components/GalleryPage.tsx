import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { RoastSort } from '@domain/api-schemas';
import { GALLERY_PAGE_SIZE } from '@domain/limits';
import { ROAST_LEVEL_LABELS, ROAST_LEVELS, type RoastLevel } from '@domain/roast-levels';
import { Button, ButtonLink } from '../../../components';
import { track } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/api-client';
import { plural } from '../../../lib/format';
import { galleryQueryOptions } from '../api/gallery';
import { GALLERY_PRIORITY_CARDS } from '../api/gallery-request';
import { useGalleryParams } from '../hooks/use-gallery-params';
import { Pagination } from './Pagination';
import { RoastCard, RoastCardSkeleton, type RankBadge } from '../../../components/RoastCard';
import './gallery.css';

const SORT_LABELS: Record<RoastSort, string> = {
  newest: 'No sorting',
  score_asc: 'UGH Score Low to High',
  score_desc: 'UGH Score High to Low',
};
const SEARCH_DEBOUNCE_MS = 350;

/**
 * "Showing X-Y of N roasts (page P of Q)" (spec core-flow §3), worded for one: "Showing 1 of 1 roast",
 * and a single card on a later page is "Showing 13 of 13 roasts", never "13-13".
 */
export function summaryLine(page: number, limit: number, total: number, pages: number): string {
  const from = Math.min(total, (page - 1) * limit + 1);
  const to = Math.min(total, page * limit);
  const range = from === to ? `${from}` : `${from}-${to}`;
  return `Showing ${range} of ${plural(total, 'roast', 'roasts')} (page ${page} of ${Math.max(pages, 1)})`;
}

const NO_BADGES: ReadonlyMap<string, RankBadge[]> = new Map();

/** `rankBadges`: each card's leaderboard placings by roast id (app/routes/gallery.tsx supplies them). */
export default function GalleryPage({
  rankBadges = NO_BADGES,
}: {
  rankBadges?: ReadonlyMap<string, RankBadge[]>;
}) {
  const [params, update] = useGalleryParams();
  const [searchText, setSearchText] = useState(params.search);
  const searchId = useId();
  const sortId = useId();
  const levelId = useId();
  const query = useQuery(galleryQueryOptions(params));

  useEffect(() => {
    setSearchText(params.search);
  }, [params.search]);
  useEffect(() => {
    if (searchText.trim() === params.search.trim()) return;
    const timer = setTimeout(() => {
      update({ search: searchText.trim() });
      if (searchText.trim()) track('gallery_search', { search: searchText.trim() });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, params.search, update]);

  const filtered = Boolean(params.search || params.level);
  const data = query.data;

  return (
    <div className="page container gallery">
      <h1 className="page__title">Public Roast Gallery</h1>
      <p className="page__subtitle">Learn from others&apos; design mistakes</p>

      <form className="gallery__controls" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field field--grow">
          <label htmlFor={searchId}>Search roasts</label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Site, verdict or roast text"
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') update({ search: searchText.trim() });
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={sortId}>Sort</label>
          <select
            id={sortId}
            className="input"
            value={params.sort}
            onChange={(event) => {
              update({ sort: event.target.value as RoastSort });
              track('gallery_filter', { sort: event.target.value });
            }}
          >
            {(Object.keys(SORT_LABELS) as RoastSort[]).map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={levelId}>Brutality</label>
          <select
            id={levelId}
            className="input"
            value={params.level}
            onChange={(event) => {
              update({ level: event.target.value as RoastLevel | '' });
              track('gallery_filter', { level: event.target.value || 'all' });
            }}
          >
            <option value="">All Levels</option>
            {ROAST_LEVELS.map((l) => (
              <option key={l} value={l}>
                {ROAST_LEVEL_LABELS[l].label}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          className="gallery__clear"
          disabled={!filtered && params.sort === 'newest'}
          onClick={() => {
            setSearchText('');
            update({ search: '', level: '', sort: 'newest' });
          }}
        >
          Clear Filters
        </Button>
      </form>

      <div aria-live="polite" className="gallery__summary">
        {/* Nothing found: the empty state below says so; the live region tells screen readers, not
            "Showing 0 of 0 roasts (page 1 of 1)". */}
        {data && data.pagination.total === 0 ? <p className="visually-hidden">No roasts found</p> : null}
        {data && data.pagination.total > 0 ? (
          <p>
            {summaryLine(
              data.pagination.page,
              data.pagination.limit || GALLERY_PAGE_SIZE,
              data.pagination.total,
              data.pagination.pages,
            )}
            {params.search ? <span className="muted"> · matching “{params.search}”</span> : null}
            {params.level ? (
              <span className="muted"> · {ROAST_LEVEL_LABELS[params.level].label} roasts only</span>
            ) : null}
          </p>
        ) : null}
      </div>

      {query.isPending ? (
        <div className="card-grid roast-grid" role="status" aria-busy="true" aria-label="Loading roasts">
          {Array.from({ length: 6 }, (_, i) => (
            <RoastCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError ? (
        <div className="state" role="alert">
          <h2>Could not load the gallery</h2>
          <p className="muted">{errorMessage(query.error, 'Failed to load roasts')}</p>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : data && data.roasts.length === 0 ? (
        filtered ? (
          <div className="state">
            <h2>No roasts found</h2>
            <p className="muted">Try adjusting your search or filters, or create your first roast.</p>
            <div className="state__actions">
              <ButtonLink to="/">Create your first roast</ButtonLink>
            </div>
          </div>
        ) : (
          <div className="state">
            <h2>No public roasts yet. Be the first to get roasted!</h2>
            <div className="state__actions">
              <ButtonLink to="/">Get Roasted</ButtonLink>
            </div>
          </div>
        )
      ) : (
        <>
          <ul className="card-grid roast-grid" aria-label="Roasts">
            {data?.roasts.map((roast, index) => (
              <li key={roast.id}>
                <RoastCard
                  roast={roast}
                  badges={rankBadges.get(roast.id) ?? []}
                  priority={index < GALLERY_PRIORITY_CARDS}
                />
              </li>
            ))}
          </ul>
          {data ? (
            <Pagination
              page={data.pagination.page}
              pages={data.pagination.pages}
              onPage={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
