import { Link } from 'react-router-dom';
import type { LeaderboardKind, RoastSummary } from '@domain/api-schemas';
import { Badge } from '../../../components';
import { formatDate, formatRoastNumber, plural, siteHref, siteLabel } from '../../../lib/format';
import { SiteLogo } from '../../../components/SiteLogo';
import { LEADERBOARD_BADGE_NOTES, LEADERBOARD_BADGES } from '../api/leaderboard';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The promoted website line (spec: "promoted website name or URL"), never a repeat of the card's
 * title: the name when it says something the title does not, else the site's address, else nothing.
 */
export function promotedSite(
  roast: Pick<RoastSummary, 'isPromoted' | 'websiteName' | 'websiteUrl' | 'websiteDomain'>,
  title: string,
): { text: string; href: string | null } | null {
  if (!roast.isPromoted) return null;
  const href = roast.websiteUrl ? siteHref(roast.websiteUrl) : null;
  const name = roast.websiteName?.trim();
  if (name && !same(name, title)) return { text: name, href };
  let host = roast.websiteDomain?.trim() || null;
  if (!host && href) {
    try {
      host = new URL(href).hostname;
    } catch {
      host = null;
    }
  }
  return host && !same(host, title) ? { text: host, href } : null;
}

/** A top-3 card of a landing showcase (spec core-flow §2). */
export function ShowcaseCard({
  roast,
  rank,
  kind,
}: {
  roast: RoastSummary;
  rank: number;
  kind: LeaderboardKind;
}) {
  const badge = LEADERBOARD_BADGES[kind][rank - 1];
  const label = siteLabel(roast);
  const image = roast.images[0] ?? roast.thumbnail;
  const site = promotedSite(roast, label);
  return (
    <article className={`showcase-card showcase-card--${kind}`}>
      <div className="showcase-card__top">
        <Badge tone="rank">#{rank}</Badge>
        {badge ? (
          <Badge
            tone={rank === 1 ? 'accent' : 'neutral'}
            title={rank === 1 ? LEADERBOARD_BADGE_NOTES[kind] : undefined}
          >
            {badge}
          </Badge>
        ) : null}
      </div>
      <h3 className="showcase-card__title">
        <SiteLogo src={roast.websiteLogo} size={28} />
        <span>{label}</span>
      </h3>
      {image ? (
        <img className="showcase-card__image" src={image} alt={`Screenshot of ${label}`} loading="lazy" />
      ) : null}
      <dl className="showcase-card__facts">
        <div>
          <dt>Score</dt>
          <dd className="mono">{roast.ughScore}/100</dd>
        </div>
        <div>
          <dt>ID</dt>
          <dd className="mono">{formatRoastNumber(roast.number)}</dd>
        </div>
        <div>
          <dt>Verdict</dt>
          <dd>{roast.verdict}</dd>
        </div>
        <div>
          <dt>Violations</dt>
          <dd>{plural(roast.violationCount, 'violation', 'violations')}</dd>
        </div>
      </dl>
      {site ? (
        <p className="showcase-card__site">
          {site.href ? (
            <a href={site.href} target="_blank" rel="noopener noreferrer">
              {site.text} <span aria-hidden="true">↗</span>
              <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          ) : (
            site.text
          )}
        </p>
      ) : null}
      <div className="showcase-card__footer">
        <Link
          className="btn btn--secondary btn--sm"
          to={`/roast/${roast.id}`}
          aria-label={`${kind === 'brutal' ? 'View Full Roast' : 'View Full Analysis'} of ${label}`}
        >
          {kind === 'brutal' ? 'View Full Roast' : 'View Full Analysis'}
        </Link>
        <time className="muted" dateTime={roast.createdAt}>
          {formatDate(roast.createdAt)}
        </time>
      </div>
    </article>
  );
}
