import { useState } from 'react';
import type { FullPageView, RoastDetail } from '@domain/api-schemas';
import { WHOLE_PAGE_FACTS, fullPageNote } from '@domain/full-page';
import { Dialog } from '../../../components/Dialog';
import './whole-page.css';

type Violation = RoastDetail['violations'][number];

const wholePageFact = new Set<string>(WHOLE_PAGE_FACTS);
/** The findings only the whole page shows (length, repeats, footer wall, palette drift). */
export const wholePageFindings = (violations: Violation[]) =>
  violations.filter((v) => v.evidence && wholePageFact.has(v.evidence.metric));

const px = (n: number) => `${n.toLocaleString('en-US')} px`;

/** "The whole page, 3,000 px tall." or "The first 7,200 px of 15,600 px: the page is longer." */
export function wholePageCaption(fullPage: FullPageView): string {
  return fullPage.truncated
    ? `The ${fullPageNote(fullPage)}: the page is longer, and was cut there.`
    : `The whole page, ${px(fullPage.capturedHeight)} tall.`;
}

/**
 * The whole-page capture of a URL roast (issue 19): the tall image in a scrollable region that takes
 * keyboard focus (arrows and Page Up/Down scroll it, WCAG 2.1.1), loaded only when the visitor gets
 * near it, with what only the whole page shows beside it and a full-size view at 100 %.
 */
export function WholePage({ roast }: { roast: RoastDetail }) {
  const [viewing, setViewing] = useState(false);
  const fullPage = roast.fullPage;
  if (!fullPage) return null;
  const findings = wholePageFindings(roast.violations);
  const alt = `The whole page as captured, ${px(fullPage.capturedHeight)} tall`;
  const image = (
    <img
      src={fullPage.url}
      alt={alt}
      width={fullPage.width}
      height={fullPage.height}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <section className="container whole-page" aria-labelledby="whole-page-title">
      <div className="whole-page__aside">
        <h2 id="whole-page-title" className="section-title">
          Whole page
        </h2>
        <p className="muted">{wholePageCaption(fullPage)}</p>
        <p className="muted">
          The score judges the first screens; the whole page is judged only for what it alone shows.
        </p>
        {findings.length ? (
          <ul className="whole-page__findings" aria-label="Whole-page findings">
            {findings.map((v) => (
              <li key={v.code}>
                <span className="mono">{v.code}</span> <strong>{v.type}</strong>: {v.description}
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing beyond the first screens stood out.</p>
        )}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setViewing(true)}>
          View whole page at full size
        </button>
      </div>
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
    </section>
  );
}
