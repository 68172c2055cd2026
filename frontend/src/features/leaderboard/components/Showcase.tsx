import { useQuery } from '@tanstack/react-query';
import type { LeaderboardKind } from '@domain/api-schemas';
import { SHOWCASE_SIZE } from '@domain/limits';
import { Spinner } from '../../../components';
import { leaderboardQueryOptions } from '../api/leaderboard';
import { HallEmptyState } from './HallEmptyState';
import { ShowcaseCard } from './ShowcaseCard';
import './leaderboard.css';

const TITLES: Record<LeaderboardKind, { title: string; blurb: string }> = {
  // All-time lists, so the words say so (this once said "this week").
  brutal: {
    title: 'Hall of Shame',
    blurb: 'The most brutally roasted public designs of all time (UGH 41+).',
  },
  designed: {
    title: 'Hall of Excellence',
    blurb: 'Public designs that left our AI grudgingly impressed, all time (UGH 40 or less).',
  },
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
        <HallEmptyState kind={kind} />
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
