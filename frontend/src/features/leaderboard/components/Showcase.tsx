import { useQuery } from '@tanstack/react-query';
import type { LeaderboardKind } from '../../../../../functions/domain/api-schemas';
import { SHOWCASE_SIZE } from '../../../../../functions/domain/limits';
import { Spinner } from '../../../components';
import { leaderboardQueryOptions } from '../api/leaderboard';
import { ShowcaseCard } from './ShowcaseCard';
import './leaderboard.css';

const TITLES: Record<LeaderboardKind, { title: string; blurb: string }> = {
  brutal: { title: 'Hall of Shame', blurb: 'The most brutally roasted designs this week.' },
  designed: { title: 'Hall of Excellence', blurb: 'Designs that left our AI grudgingly impressed.' },
};

export function Showcase({ kind }: { kind: LeaderboardKind }) {
  const query = useQuery(leaderboardQueryOptions(kind));
  const top = query.data?.slice(0, SHOWCASE_SIZE) ?? [];
  const headingId = `showcase-${kind}`;
  return (
    <section className={`showcase showcase--${kind}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{TITLES[kind].title}</h2>
      <p className="muted">{TITLES[kind].blurb}</p>
      {query.isPending ? (
        <Spinner label={`Loading ${TITLES[kind].title}`} />
      ) : top.length === 0 ? (
        <div className="showcase__empty">
          <p className="showcase__empty-title">No submissions yet</p>
          <p className="muted">Be the first to get roasted!</p>
        </div>
      ) : (
        <ol className="showcase__list">
          {top.map((roast, i) => (
            <li key={roast.id}>
              <ShowcaseCard roast={roast} rank={i + 1} kind={kind} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
