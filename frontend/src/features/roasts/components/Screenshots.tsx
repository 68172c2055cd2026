import { useState } from 'react';
import type { RoastDetail } from '../../../../../functions/domain/api-schemas';
import { Tabs } from '../../../components';
import { siteHref } from '../../../lib/format';

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

/** One screenshot with the regions its violations point at (evidence.region, in stored-image pixels). */
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
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const regions = violations.filter((v) => v.evidence?.region?.imageIndex === index);
  // A page-wide finding (its region is most of the screenshot) is named in the caption, not drawn: a
  // box over the whole image would only tint it and hide the details the other boxes point at.
  const drawn = size ? regions.filter((v) => !coversMostOf(v.evidence!.region!, size)) : [];
  return (
    <figure className="shot">
      <div className="shot__frame">
        <img
          src={src}
          alt={alt}
          loading={index === 0 ? 'eager' : 'lazy'}
          onLoad={(event) =>
            setSize({ w: event.currentTarget.naturalWidth, h: event.currentTarget.naturalHeight })
          }
        />
        {size
          ? drawn.map((v) => {
              const r = v.evidence!.region!;
              return (
                <span
                  key={`${v.code}-${r.x}-${r.y}`}
                  className={`shot__region shot__region--${v.severity.toLowerCase()}`}
                  style={{
                    left: `${(r.x / size.w) * 100}%`,
                    top: `${(r.y / size.h) * 100}%`,
                    width: `${(r.width / size.w) * 100}%`,
                    height: `${(r.height / size.h) * 100}%`,
                  }}
                  aria-hidden="true"
                >
                  <span className="shot__region-label mono">{v.code}</span>
                </span>
              );
            })
          : null}
      </div>
      {regions.length ? (
        <figcaption className="shot__regions muted">
          Marked:{' '}
          {regions
            .map((v) => `${v.code} ${v.type}${size && !drawn.includes(v) ? ' (whole screenshot)' : ''}`)
            .join(', ')}
        </figcaption>
      ) : null}
    </figure>
  );
}

export function Screenshots({ roast }: { roast: RoastDetail }) {
  const { images, violations, websiteUrl } = roast;
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
