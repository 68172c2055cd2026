import { useState } from 'react';
import type { FullPageView, RoastDetail } from '@domain/api-schemas';
import { FULL_PAGE_VIEWPORT, WHOLE_PAGE_FACTS, fullPageNote } from '@domain/full-page';
import { Dialog } from '../../../components/Dialog';
import './whole-page.css';

type Violation = RoastDetail['violations'][number];

const wholePageFact = new Set<string>(WHOLE_PAGE_FACTS);
/** The findings only the whole page shows (length, repeats, footer wall, palette drift). */
export const wholePageFindings = (violations: Violation[]) =>
  violations.filter((v) => v.evidence && wholePageFact.has(v.evidence.metric));

const px = (n: number) => `${n.toLocaleString('en-US')} px`;

/** "The whole page, 3,000 px tall." or "The first 7,200 px of 15,600: the page is longer, …". */
export function wholePageCaption(fullPage: FullPageView): string {
  return fullPage.truncated
    ? `The ${fullPageNote(fullPage)}: the page is longer, and was cut there.`
    : `The whole page, ${px(fullPage.capturedHeight)} tall.`;
}

/**
 * The whole-page capture of a URL roast, as the "Whole page" view beside Desktop and
 * Mobile: every captured pixel of its height in a frame that scrolls (and takes keyboard focus, so
 * arrows and Page Up/Down scroll it, WCAG 2.1.1), a full-size view at 100 %, and the codes of what only
 * the whole page shows; those findings are listed with the other violations.
 */
export function WholePageView({ fullPage, violations }: { fullPage: FullPageView; violations: Violation[] }) {
  const [viewing, setViewing] = useState(false);
  const findings = wholePageFindings(violations);
  const alt = `The whole page as captured, ${px(fullPage.capturedHeight)} tall`;
  const image = (
    <img
      src={fullPage.url}
      alt={alt}
      width={fullPage.width}
      height={fullPage.height}
      // In a hidden tab it waits until the tab is opened.
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <div className="whole-page">
      <p className="shot__caption">
        {wholePageCaption(fullPage)}
        {fullPage.capturedHeight > 2 * FULL_PAGE_VIEWPORT.height ? (
          <span className="whole-page__scroll muted"> Scroll inside the frame to see all of it.</span>
        ) : null}
      </p>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1): it takes focus, arrows scroll. */}
      <div
        className="whole-page__scroller"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Whole page, scrollable"
      >
        {image}
        {fullPage.truncated ? (
          <p className="whole-page__cut mono">
            Cut at {px(fullPage.capturedHeight)} of {px(fullPage.pageHeight)}
          </p>
        ) : null}
      </div>
      <div className="shot__footer">
        {/* The score reads the first screens; the whole page only adds findings of its own. */}
        <span className="shot__regions muted">
          {findings.length
            ? `Found on the whole page: ${findings.map((v) => `${v.code} ${v.type}`).join(', ')} (listed with the violations)`
            : 'Nothing beyond the first screens stood out.'}
        </span>
        <button
          type="button"
          className="btn btn--secondary btn--sm shot__open"
          onClick={() => setViewing(true)}
        >
          View whole page at full size
        </button>
      </div>
      <Dialog
        open={viewing}
        onOpenChange={setViewing}
        title="Whole page"
        description={`${fullPage.width} × ${fullPage.height} px at 100 %. Scroll to see every part. Escape closes.`}
        wide
      >
        <div
          className="viewer__canvas viewer__canvas--zoomed"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label="Whole page at full size, scrollable"
        >
          <div className="shot__frame viewer__frame" style={{ width: fullPage.width + 4 }}>
            {image}
          </div>
        </div>
      </Dialog>
    </div>
  );
}
