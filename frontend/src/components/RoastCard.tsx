import { Link } from 'react-router-dom';
import type { RoastSummary } from '@domain/api-schemas';
import { CARD_TEXT_PREVIEW_CHARS } from '@domain/limits';
import { ROAST_LEVEL_LABELS } from '@domain/roast-levels';
import { scoreTheme } from '@domain/verdicts';
import { Badge } from './Badge';
import { relativeTime, siteHref, siteLabel, truncate } from '../lib/format';
import type { LeaderboardKind } from '@domain/api-schemas';
import { SiteLogo } from './SiteLogo';
import './roast-card.css';

/** A leaderboard placing shown on a card: ranks 1–3 of each board. */
export interface RankBadge {
  kind: LeaderboardKind;
  rank: number;
  label: string;
}

/**
 * `priority`: the card is likely in the first viewport (the first cards of a grid): its image loads
 * eagerly at high priority, since it is the page's largest paint; the rest load lazily.
 */
export function RoastCard({
  roast,
  badges = [],
  priority = false,
}: {
  roast: RoastSummary;
  badges?: RankBadge[];
  priority?: boolean;
}) {
  const image = roast.thumbnail ?? roast.images[0] ?? null;
  const label = siteLabel(roast);
  const theme = scoreTheme(roast.ughScore);
  return (
    <article className="link-card roast-card">
      <div className="roast-card__media">
        {image ? (
          <img
            src={image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            width={480}
            height={300}
          />
        ) : (
          <span className="roast-card__noimage">No image</span>
        )}
        <span className="roast-card__score mono" style={{ borderColor: theme.hex }}>
          {roast.ughScore}/100 UGH
        </span>
      </div>
      <div className="roast-card__body">
        <div className="roast-card__badges">
          <Badge tone="neutral">{ROAST_LEVEL_LABELS[roast.roastLevel].label}</Badge>
          {roast.isPromoted ? <Badge tone="featured">Featured</Badge> : null}
          {badges.map((b) => (
            <Badge key={b.kind} tone="rank">
              #{b.rank} {b.label}
            </Badge>
          ))}
        </div>
        <h2 className="roast-card__title">
          <SiteLogo src={roast.websiteLogo} size={24} />
          <Link to={`/roast/${roast.id}`} className="link-card__link">
            {label}
          </Link>
        </h2>
        <p className="roast-card__text">{truncate(roast.roastText, CARD_TEXT_PREVIEW_CHARS)}</p>
        {roast.isPromoted && (roast.authorCredit || roast.websiteUrl) ? (
          <div className="roast-card__promo">
            {roast.authorCredit ? <p>By {roast.authorCredit}</p> : null}
            {roast.websiteUrl ? (
              <a href={siteHref(roast.websiteUrl)} target="_blank" rel="noopener noreferrer">
                Visit {roast.websiteName || roast.websiteUrl}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
        <p className="roast-card__meta muted">
          <span>{relativeTime(roast.createdAt)}</span>
          <span>
            <span aria-hidden="true">♥</span> {roast.likes}
            <span className="visually-hidden"> likes</span>
          </span>
          <span>
            <span aria-hidden="true">↗</span> {roast.shareCount}
            <span className="visually-hidden"> shares</span>
          </span>
        </p>
      </div>
    </article>
  );
}

export function RoastCardSkeleton() {
  return (
    <div className="roast-card roast-card--skeleton" aria-hidden="true">
      <span className="skeleton" style={{ height: '11rem', width: '100%' }} />
      <div className="roast-card__body">
        <span className="skeleton" style={{ height: '1rem', width: '40%' }} />
        <span className="skeleton" style={{ height: '1.5rem', width: '70%' }} />
        <span className="skeleton" style={{ height: '3rem', width: '100%' }} />
      </div>
    </div>
  );
}
