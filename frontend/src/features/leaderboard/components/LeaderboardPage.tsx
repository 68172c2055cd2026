import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { LeaderboardKind } from '@domain/api-schemas';
import { ButtonLink, Spinner, Tabs } from '../../../components';
import { errorMessage } from '../../../lib/api-client';
import { formatRoastNumber, plural, siteLabel } from '../../../lib/format';
import { SiteLogo } from '../../../components/SiteLogo';
import { LEADERBOARD_BADGES, leaderboardQueryOptions } from '../api/leaderboard';
import { HallEmptyState } from './HallEmptyState';
import './leaderboard.css';

const BOARDS: Record<LeaderboardKind, { tab: string; champion: string; cta: string; intro: string }> = {
  brutal: {
    tab: 'Hall of Shame',
    champion: 'Current UGH Supreme',
    cta: 'Accept the Challenge',
    intro:
      'The highest UGH Scores among public roasts, 41 and up (Low Grade Pain or worse). Higher is worse.',
  },
  designed: {
    tab: 'Hall of Excellence',
    champion: 'Current UGHLess Wonder',
    cta: 'Submit Your Masterpiece',
    intro:
      'The lowest UGH Scores among public roasts, 40 or less (Barely Passable or better). Lower is better.',
  },
};

function Board({ kind }: { kind: LeaderboardKind }) {
  const query = useQuery(leaderboardQueryOptions(kind));
  const board = BOARDS[kind];
  const top = query.data?.[0];
  return (
    <div className="board">
      <div className={`board__header board__header--${kind}`}>
        <p className="board__champion-label">{board.champion}</p>
        <p className="board__champion">
          {top ? (
            <>
              <span className="mono board__champion-score">{top.ughScore}/100</span> {siteLabel(top)}
            </>
          ) : (
            <span>Nobody yet</span>
          )}
        </p>
        <p className="board__intro">{board.intro}</p>
      </div>
      {query.isPending ? (
        <Spinner label={`Loading ${board.tab}`} />
      ) : query.isError ? (
        <p role="alert">{errorMessage(query.error, 'Failed to load the leaderboard')}</p>
      ) : query.data.length === 0 ? (
        <HallEmptyState kind={kind} />
      ) : (
        <ol className="board__list">
          {query.data.map((roast, i) => (
            <li key={roast.id} className="board__row">
              <span className="board__rank mono">
                <span className="visually-hidden">Rank </span>
                {i + 1}
              </span>
              <div className="board__site">
                <SiteLogo src={roast.websiteLogo} size={28} />
                <div>
                  <Link to={`/roast/${roast.id}`} className="board__link">
                    {siteLabel(roast)}
                  </Link>
                  <p className="muted board__sub">
                    {formatRoastNumber(roast.number)} · {roast.verdict} ·{' '}
                    {plural(roast.violationCount, 'violation', 'violations')}
                    {i < 3 ? <> · {LEADERBOARD_BADGES[kind][i]}</> : null}
                  </p>
                </div>
              </div>
              <span className="board__score mono">{roast.ughScore}/100</span>
            </li>
          ))}
        </ol>
      )}
      <div className="board__cta">
        <ButtonLink to="/" size="lg">
          {board.cta}
        </ButtonLink>
      </div>
    </div>
  );
}

function Stats() {
  const brutal = useQuery(leaderboardQueryOptions('brutal'));
  const designed = useQuery(leaderboardQueryOptions('designed'));
  const highest = brutal.data?.[0]?.ughScore ?? 0;
  const lowest = designed.data?.[0]?.ughScore ?? 0;
  return (
    <section className="stats" aria-labelledby="stats-title">
      <h2 id="stats-title" className="visually-hidden">
        Leaderboard stats
      </h2>
      <dl className="stats__list">
        <div className="stats__item">
          <dt>Highest score (shame champion)</dt>
          <dd className="mono">{highest}</dd>
        </div>
        <div className="stats__item">
          <dt>Lowest score (excellence champion)</dt>
          <dd className="mono">{lowest}</dd>
        </div>
      </dl>
    </section>
  );
}

export default function LeaderboardPage() {
  return (
    <div className="page container leaderboard">
      <h1 className="page__title">UGH Leaderboards</h1>
      <p className="page__subtitle">Public roasts only. Glory and shame, ranked by code, not by vibes.</p>
      <Stats />
      <Tabs
        label="Leaderboards"
        items={(Object.keys(BOARDS) as LeaderboardKind[]).map((kind) => ({
          value: kind,
          label: BOARDS[kind].tab,
          content: <Board kind={kind} />,
        }))}
      />
    </div>
  );
}
