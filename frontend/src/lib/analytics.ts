/**
 * Analytics behind one small interface (spec core-flow §7 event names). Local mode loads no
 * third-party script: events go to `window.dataLayer` only when a tag manager put one there.
 */
export type AnalyticsEvent =
  | 'roast_viewed'
  | 'roast_shared'
  | 'roast_liked'
  | 'reaction'
  | 'gallery_search'
  | 'gallery_filter'
  | 'roast_promoted'
  | 'contact_submitted'
  | 'url_screenshots_generated'
  | 'roast_initiated';

type Props = Record<string, string | number | boolean | undefined>;
type Sink = (event: AnalyticsEvent, props: Props) => void;

const dataLayerSink: Sink = (event, props) => {
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event, ...props });
};

let sink: Sink = dataLayerSink;

export function track(event: AnalyticsEvent, props: Props = {}): void {
  try {
    sink(event, props);
  } catch {
    // analytics must never break the product
  }
}

/** Tests (and a future provider) swap the sink. */
export function setAnalyticsSink(next: Sink | null): void {
  sink = next ?? dataLayerSink;
}
