import { Fragment, useEffect, useState } from 'react';
import type { RoastDetail } from '@domain/api-schemas';
import { Tabs } from '../../../components';
import { Dialog } from '../../../components/Dialog';
import { siteHref } from '../../../lib/format';
import { labelText, labelWidthPx, placeMarks, type Rect } from './marks';
import { WholePageView } from './WholePage';

type Violation = RoastDetail['violations'][number];

export const DESKTOP_CAPTION = 'Desktop View (MacBook Pro 15")';
export const MOBILE_CAPTION = 'Mobile View (iPhone 13 Pro Max)';

/** Share of the image a region may cover and still be drawn as a box. */
const MAX_DRAWN_REGION_SHARE = 0.85;

export function coversMostOf(
  region: { width: number; height: number },
  image: { w: number; h: number },
): boolean {
  return (region.width * region.height) / (image.w * image.h) > MAX_DRAWN_REGION_SHARE;
}

type Size = { w: number; h: number };

/**
 * Image pixels per CSS pixel of the drawn image (labels keep their CSS size at any zoom), and the ref
 * callback for the frame it is drawn in, measured again as the frame resizes. Until it has been
 * measured (or where nothing lays out, as in tests) the image is taken to be drawn at most 720 px wide.
 */
function useScale(size: Size | null): [number, (el: HTMLElement | null) => void] {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (!frame) return;
    const measure = () => setDrawn(frame.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);
  const scale = size ? size.w / (drawn > 0 ? drawn : Math.min(size.w, 720)) : 1;
  return [scale, setFrame];
}

/**
 * The boxes a screenshot's local findings point at, and their labels beside them (marks.ts), in
 * percent of the image so that they scale with it.
 */
function RegionBoxes({ marked, size, scale }: { marked: Violation[]; size: Size; scale: number }) {
  const marks = placeMarks(
    marked.map((v) => ({ code: v.code, severity: v.severity, region: v.evidence!.region! })),
    size,
    scale,
  );
  const pct = (r: Rect) => ({
    left: `${(r.x / size.w) * 100}%`,
    top: `${(r.y / size.h) * 100}%`,
    width: `${(r.width / size.w) * 100}%`,
    height: `${(r.height / size.h) * 100}%`,
  });
  return marks.map((m) => (
    <Fragment key={m.codes.join()}>
      <span
        className={`shot__region shot__region--${m.severity.toLowerCase()}`}
        style={pct(m.box)}
        aria-hidden="true"
      />
      <span
        className={`shot__region-label shot__region-label--${m.severity.toLowerCase()} mono`}
        style={{ left: pct(m.label).left, top: pct(m.label).top, width: `${labelWidthPx(m.codes)}px` }}
        aria-hidden="true"
      >
        {labelText(m.codes)}
      </span>
    </Fragment>
  ));
}

export const ZOOM_LEVELS = [
  { value: 'fit', label: 'Fit' },
  { value: '1', label: '100%' },
  { value: '2', label: '200%' },
] as const;
type Zoom = (typeof ZOOM_LEVELS)[number]['value'];

/**
 * The whole screenshot at full size: "Fit" shows all of it in the dialog, 100 % and 200 % show its
 * pixels, and the canvas scrolls (keyboard too: it takes focus) to every part of a tall phone capture.
 */
function ScreenshotViewer({
  open,
  onOpenChange,
  src,
  alt,
  size,
  marked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  alt: string;
  size: Size | null;
  marked: Violation[];
}) {
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [scale, frame] = useScale(size);
  // The frame's 2 px border on each side comes on top of the image's own pixels.
  const scaled = zoom !== 'fit' && size ? { width: size.w * Number(zoom) + 4 } : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={alt}
      description={
        (size ? `${size.w} × ${size.h} px. ` : '') + 'Zoom in, then scroll to see every part. Escape closes.'
      }
      wide
    >
      <div className="viewer__zoom" role="group" aria-label="Zoom">
        {ZOOM_LEVELS.map((level) => (
          <button
            key={level.value}
            type="button"
            className="btn btn--secondary btn--sm"
            aria-pressed={zoom === level.value}
            onClick={() => setZoom(level.value)}
          >
            {level.label}
          </button>
        ))}
      </div>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1): it takes focus, arrows scroll. */}
      <div
        className={`viewer__canvas viewer__canvas--${zoom === 'fit' ? 'fit' : 'zoomed'}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={`${alt}, zoomable`}
      >
        <div className="shot__frame viewer__frame" style={scaled} ref={frame}>
          <img src={src} alt={alt} />
          {size ? <RegionBoxes marked={marked} size={size} scale={scale} /> : null}
        </div>
      </div>
    </Dialog>
  );
}

/**
 * One whole screenshot (a tall phone capture is scaled to fit, never cropped) with boxes on the regions
 * its violations point at (evidence.region, in stored-image pixels), and a full-size viewer.
 */
function Shot({
  src,
  index,
  alt,
  violations,
}: {
  src: string;
  index: number;
  alt: string;
  violations: Violation[];
}) {
  const [size, setSize] = useState<Size | null>(null);
  const [viewing, setViewing] = useState(false);
  const [scale, frame] = useScale(size);
  // A whole-screenshot finding (its region is most of the image) is not a region: no box, and not
  // listed as a mark. It is still in the violations list with its evidence.
  const marked = size
    ? violations.filter(
        (v) => v.evidence?.region?.imageIndex === index && !coversMostOf(v.evidence.region, size),
      )
    : [];
  return (
    <figure className={`shot${size && size.h > size.w ? ' shot--tall' : ''}`}>
      <div className="shot__frame" ref={frame}>
        <img
          src={src}
          alt={alt}
          loading={index === 0 ? 'eager' : 'lazy'}
          onLoad={(event) =>
            setSize({ w: event.currentTarget.naturalWidth, h: event.currentTarget.naturalHeight })
          }
        />
        {size ? <RegionBoxes marked={marked} size={size} scale={scale} /> : null}
      </div>
      <figcaption className="shot__footer">
        {marked.length ? (
          <span className="shot__regions muted">
            Marked: {marked.map((v) => `${v.code} ${v.type}`).join(', ')}
          </span>
        ) : null}
        <button
          type="button"
          className="btn btn--secondary btn--sm shot__open"
          onClick={() => setViewing(true)}
        >
          View full size <span className="visually-hidden">({alt})</span>
        </button>
      </figcaption>
      <ScreenshotViewer
        open={viewing}
        onOpenChange={setViewing}
        src={src}
        alt={alt}
        size={size}
        marked={marked}
      />
    </figure>
  );
}

/**
 * The roast's screenshots: Desktop and Mobile tabs for a captured pair (plus "Whole page" when the
 * whole page was captured), else a numbered list (the whole page last, when there is one).
 */
export function Screenshots({ roast }: { roast: RoastDetail }) {
  const { images, violations, websiteUrl, fullPage } = roast;
  const wholePage = fullPage ? <WholePageView fullPage={fullPage} violations={violations} /> : null;
  return (
    <section className="screenshots" aria-labelledby="screenshots-title">
      <h2 id="screenshots-title" className="section-title">
        Screenshots
      </h2>
      {images.length === 2 ? (
        <Tabs
          label="Screenshot view"
          items={[
            {
              value: 'desktop',
              label: 'Desktop',
              content: (
                <>
                  <p className="shot__caption">{DESKTOP_CAPTION}</p>
                  <Shot src={images[0]!} index={0} alt="Desktop screenshot" violations={violations} />
                </>
              ),
            },
            {
              value: 'mobile',
              label: 'Mobile',
              content: (
                <>
                  <p className="shot__caption">{MOBILE_CAPTION}</p>
                  <Shot src={images[1]!} index={1} alt="Mobile screenshot" violations={violations} />
                </>
              ),
            },
            ...(wholePage ? [{ value: 'whole-page', label: 'Whole page', content: wholePage }] : []),
          ]}
        />
      ) : (
        <ol className="shot-list">
          {images.map((src, index) => (
            <li key={src}>
              <p className="shot__caption">Screenshot {index + 1}</p>
              <Shot src={src} index={index} alt={`Screenshot ${index + 1}`} violations={violations} />
            </li>
          ))}
          {wholePage ? <li>{wholePage}</li> : null}
        </ol>
      )}
      {websiteUrl ? (
        <a
          className="btn btn--secondary btn--md screenshots__live"
          href={siteHref(websiteUrl)}
          target="_blank"
          rel="noopener noreferrer"
        >
          View Live Site <span aria-hidden="true">↗</span>
          <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}
