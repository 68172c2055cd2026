/**
 * Whole-page capture: besides the first screens that are scored, a URL capture keeps the
 * page's full height as one tall JPEG, bounded in height, pixels and bytes. These are the bounds and
 * the record kept on the roast. Pure data: no I/O.
 */

/** The desktop capture's viewport (chromium-page-capturer.ts DESKTOP): one "screen" is 900 CSS px. */
export const FULL_PAGE_VIEWPORT = { width: 1440, height: 900 } as const;
/**
 * At most 8 desktop screens (7 200 CSS px) are captured; a longer page is cut there and says so
 * ("first 7 200 px of 15 000"). 8 screens hold the whole of most landing pages and keep the image, its
 * decode (1440 × 7200 × 4 bytes ≈ 41 MB in Chromium, 1200 × 6000 × 3 ≈ 22 MB in sharp) and the
 * screenshot time bounded on a Lambda.
 */
export const FULL_PAGE_MAX_SCREENS = 8;
export const FULL_PAGE_MAX_CSS_HEIGHT = FULL_PAGE_MAX_SCREENS * FULL_PAGE_VIEWPORT.height;
/** Stored at the width of the scored screenshots (1440 CSS px → 1200 px), so its pixels match theirs. */
export const FULL_PAGE_IMAGE_WIDTH = 1200;
/** JPEG quality of the stored image: text stays legible, a 6 000-px page stays near 1 MB. */
export const FULL_PAGE_JPEG_QUALITY = 68;
/** What sharp may decode of a full-page screenshot (1440 × 7200 plus slack for a device scale). */
export const FULL_PAGE_MAX_INPUT_PIXELS = FULL_PAGE_VIEWPORT.width * FULL_PAGE_MAX_CSS_HEIGHT * 2;
/** Scrolling through the page to wake lazy images may take at most this long. */
export const FULL_PAGE_SCROLL_BUDGET_MS = 2_500;

/** What a roast keeps about its whole-page capture (the image itself is `fullPageKey`). */
export interface FullPageCapture {
  /** Stored image size in pixels. */
  width: number;
  height: number;
  /** The page's full height in CSS px, as the browser reported it after scrolling. */
  pageHeight: number;
  /** How much of it was captured, in CSS px (≤ FULL_PAGE_MAX_CSS_HEIGHT). */
  capturedHeight: number;
  /** True when the page was longer than the bound and was cut. */
  truncated: boolean;
}

/** The note shown with a cut page: "first 7,200 px of 15,000". */
export function fullPageNote(capture: Pick<FullPageCapture, 'capturedHeight' | 'pageHeight' | 'truncated'>) {
  if (!capture.truncated) return null;
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  return `first ${n(capture.capturedHeight)} px of ${n(capture.pageHeight)}`;
}

/**
 * The facts measured on the whole page (their catalogue source is `whole-page`; a unit test keeps the
 * two lists equal): the roast page lists their violations beside the whole-page viewer.
 */
export const WHOLE_PAGE_FACTS = [
  'pageScreens',
  'repeatedSections',
  'footerLinks',
  'foldPaletteDrift',
] as const;
