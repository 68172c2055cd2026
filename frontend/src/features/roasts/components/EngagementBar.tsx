import type { RoastDetail } from '@domain/api-schemas';
import { SHARE_TEXT_PREVIEW_CHARS } from '@domain/limits';
import { shareTitle } from '@domain/share-page';
import { Button, useToast } from '../../../components';
import { Tooltip } from '../../../components/Tooltip';
import { useLike, useShare } from '../hooks/use-engagement';

/** What the roast is and how it scored (as its link preview says), then the first 100 characters of the roast (spec, core flow). */
export function shareText(roast: Pick<RoastDetail, 'title' | 'ughScore' | 'verdict' | 'roastText'>): string {
  return `${shareTitle(roast)}. ${roast.roastText.slice(0, SHARE_TEXT_PREVIEW_CHARS)}`;
}

/** X's post intent (twitter.com/intent/tweet now redirects there). */
export function tweetUrl(text: string, url: string): string {
  return `https://x.com/intent/tweet?${new URLSearchParams({ text, url }).toString()}`;
}

export function linkedInUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url }).toString()}`;
}

export function EngagementBar({ roast }: { roast: RoastDetail }) {
  const toast = useToast();
  const like = useLike(roast.id);
  const share = useShare(roast.id);
  const pageUrl = `${window.location.origin}/roast/${roast.id}`;
  const text = shareText(roast);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      share.mutate('copy');
      toast({ title: 'Link copied!', description: 'Share URL copied to clipboard' });
    } catch {
      toast({ title: 'Could not copy', description: pageUrl, tone: 'error' });
    }
  };

  return (
    <section aria-labelledby="share-title" className="panel engagement">
      <h2 id="share-title" className="visually-hidden">
        Like and share
      </h2>
      <div className="engagement__row">
        <Button
          variant={like.liked ? 'secondary' : 'primary'}
          className={like.liked ? 'engagement__like engagement__like--liked' : 'engagement__like'}
          onClick={() => like.mutate()}
          disabled={like.isPending}
          // A toggle's state is announced as pressed and its name does not change (WAI-ARIA button
          // pattern): the filled heart on the quiet button is the visible state.
          aria-pressed={like.liked}
          // The visible words and count lead the name (WCAG 2.5.3 Label in Name; axe label-content-name-mismatch).
          aria-label={`Like, ${roast.likes}`}
        >
          <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span> Like{' '}
          <span className="mono" aria-hidden="true">
            {roast.likes}
          </span>
        </Button>
        <Tooltip content="Share on X (formerly Twitter)">
          <a
            className="btn btn--secondary btn--md"
            href={tweetUrl(text, pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Tweet (opens in a new tab)"
            onClick={() => share.mutate('twitter')}
          >
            Tweet
          </a>
        </Tooltip>
        <Tooltip content="Share on LinkedIn">
          <a
            className="btn btn--secondary btn--md"
            href={linkedInUrl(pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Share on LinkedIn (opens in a new tab)"
            onClick={() => share.mutate('linkedin')}
          >
            Share
          </a>
        </Tooltip>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy Link
        </Button>
      </div>
      <p className="muted engagement__counts">
        {roast.shareCount} share{roast.shareCount === 1 ? '' : 's'}
      </p>
    </section>
  );
}
