import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { RoastDetail } from '@domain/api-schemas';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ButtonLink, Spinner } from '../../../components';
import { track } from '../../../lib/analytics';
import { errorMessage, isNotFound } from '../../../lib/api-client';
import { roastQueryOptions } from '../api/roasts';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { EngagementBar } from './EngagementBar';
import { Analysis, Breakdown, ClarityTest, Improvements, TechStack, Violations } from './Findings';
import { NewVersionAction } from './NewVersionAction';
import { OwnerActions } from './OwnerActions';
import { PromoteBanner } from './PromoteBanner';
import { RefundNotice } from './RefundNotice';
import { RoastHeader } from './RoastHeader';
import { Screenshots } from './Screenshots';
import { VersionComparison } from './VersionComparison';
import './roast-detail.css';

/**
 * `reactions`: what goes in the reactions slot of the roast's column, given its id; `colourVision`:
 * the colour-vision preview's slot, given the roast (the app composes both features in:
 * app/routes/roast-detail.tsx).
 */
export default function RoastDetailPage({
  reactions,
  colourVision,
}: {
  reactions?: (roastId: string) => ReactNode;
  colourVision?: (roast: RoastDetail) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useQuery(roastQueryOptions(id));
  const loaded = query.data;
  const refunded = usePaymentReturn(id);

  useEffect(() => {
    if (loaded) {
      track('roast_viewed', { roastId: loaded.id, score: loaded.ughScore });
      document.title = `${loaded.ughScore}/100 · ${loaded.verdict} · UGH Score`;
    }
  }, [loaded]);

  if (query.isPending) {
    return (
      // route-loading: as tall as the viewport, so the roast replacing it does not push the footer.
      <div className="state route-loading" aria-busy="true">
        <h1 className="state__title">Loading Your Roast</h1>
        <Spinner label="Loading your roast" />
      </div>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <Navigate to="/roast-not-found" replace />;
    return (
      <div className="state" role="alert">
        <h1>Error Loading Roast</h1>
        <p className="muted">{errorMessage(query.error, 'Failed to load roast')}</p>
        <div className="state__actions">
          <ButtonLink to="/">Get a New Roast</ButtonLink>
        </div>
      </div>
    );
  }

  const roast = query.data;
  // The tabs, or one screenshot, fit the screen beside the findings; a list (the whole page after one
  // screenshot too) would not, and its lower part would be out of reach while the column sticks.
  const sticky = roast.images.length === 2 || (roast.images.length === 1 && !roast.fullPage);
  return (
    <article className="roast" aria-labelledby="roast-title-heading">
      <RoastHeader roast={roast} />
      <span id="roast-title-heading" className="visually-hidden">
        Roast of {roast.websiteTitle || roast.websiteDomain || roast.websiteName || 'your design'}
      </span>
      <VersionComparison roast={roast} />
      <div className="container roast__body">
        <div className={`roast__left${sticky ? ' roast__left--sticky' : ''}`}>
          <Screenshots roast={roast} />
        </div>
        <div className="roast__right">
          {refunded ? <RefundNotice refund={refunded} /> : null}
          <Analysis text={roast.roastText} />
          <Breakdown roast={roast} />
          <Violations violations={roast.violations} images={roast.images} />
          <Improvements items={roast.improvements} />
          <ClarityTest clarity={roast.clarityAnalysis} />
          {colourVision?.(roast)}
          <EngagementBar roast={roast} />
          {reactions?.(roast.id)}
          {roast.isPromoted ? null : <PromoteBanner roastId={roast.id} />}
          <TechStack analysis={roast.websiteAnalysis} />
          <NewVersionAction roast={roast} />
          <OwnerActions roastId={roast.id} />
        </div>
      </div>
      <nav className="container roast__footer" aria-label="Next steps">
        <Link to="/gallery" className="btn btn--secondary btn--md">
          View Gallery
        </Link>
        <Link to="/" className="btn btn--primary btn--md">
          Get Another Roast
        </Link>
      </nav>
    </article>
  );
}
