/**
 * Content validation: is this a website or app screenshot we can judge? Rejects, with the message and
 * suggestion shown on the roast page:
 * - blank or near-uniform images: no luminance variation, or almost no contours, and no text lines
 *   on the page (text lines include faint ones, found on a contrast-stretched copy of the first screen
 *   when the ordinary edges find none on the page or only faint ones: grey text on grey is a defect to
 *   roast, not an empty image; a status bar's clock or a browser's URL over an empty page is not text
 *   on it);
 * - photographs and other non-interface images (noise, artwork): interfaces are built from flat
 *   backgrounds and axis-aligned boxes, so they have either a dominant background colour or long
 *   straight horizontal/vertical contours; photographs have neither (see docs/engine.md for the
 *   measured separation on the fixtures). A page on a tiled wallpaper may have neither either, but
 *   its margins repeat the tile, which no photograph does.
 * - error pages: few lines of text on the first screen and OCR reads a browser or HTTP error
 *   ("404", "Page not found", "This site can't be reached", …).
 * Documents (scans, PDFs) are not detected yet.
 */
import { ContentRejectedError } from '../domain/critique';
import type { ImageMeasurements } from './measure';
import { MIN_FAINT_RUNS } from './metrics/faint-text';
import type { OcrLine } from './ocr';

/** A screenshot with this many text lines in its first screen is a page, not a photo. */
export const PAGE_TEXT_LINES = 50;
/**
 * Margins that repeat a tile this strongly (metrics/wallpaper.ts) are a page's wallpaper: no
 * photograph or artwork repeats a tile (the photo and crayon fixtures read 0.01–0.03, loud tiled
 * home pages of the 1990s 0.6–1.7, whose few text lines on the busy ground the line finder misses).
 */
export const TILED_PAGE = 0.5;

const SUGGESTION = 'Please upload screenshots of a website or app (PNG or JPEG, the whole browser viewport).';

export function rejectionReason(m: ImageMeasurements): string | undefined {
  const text = m.viewport.text.lines;
  if (m.luminanceSd < 2 && m.contourDensity < 0.0005 && text < MIN_FAINT_RUNS)
    return 'This image is blank: there is nothing on it to judge.';
  // A clock, a URL or a tab count in a status bar or browser chrome is not text on the page.
  if (m.contourDensity < 0.004 && m.viewport.lines.length === 0)
    return 'This image is almost uniform: no text and barely any shapes, so it does not look like a website.';
  // Many lines of text make a page, whatever its ground (a glitter or photo wallpaper behind a
  // profile page has the statistics of a photo); so does a tiled ground.
  if (
    m.rectilinearity < 0.02 &&
    m.backgroundShare < 0.5 &&
    m.flatBlockShare < 0.6 &&
    text < PAGE_TEXT_LINES &&
    m.viewport.wallpaper < TILED_PAGE
  )
    return 'This looks like a photo or artwork, not a website or app screenshot.';
  return undefined;
}

/** Throws when any screenshot is not something we can judge (naming which one when there are several). */
export function validateContent(images: ImageMeasurements[]): void {
  images.forEach((m, i) => {
    const reason = rejectionReason(m);
    if (!reason) return;
    const which = images.length > 1 ? `Screenshot ${i + 1}: ` : '';
    throw new ContentRejectedError(`${which}${reason}`, SUGGESTION);
  });
}

// An error code alone is not an error page (a phone number "(503) 555-0142", a price, a year): a bare
// code counts only beside the words of an error; the phrases count on their own.
const ERROR_WORDS =
  /\b(not found|page not found|internal server error|bad gateway|service unavailable|can.t be reached|took too long to respond|err_[a-z_]+|access denied|forbidden)\b/i;
const ERROR_CODE = /\b(?:error\s*)?(404|500|502|503)\b(?!\s*[-–.)]?\s*\d)/i;

/** The text that makes this an error page, or undefined. */
function errorText(text: string): string | undefined {
  const words = ERROR_WORDS.exec(text);
  if (words) return words[0];
  const code = ERROR_CODE.exec(text);
  return code && /\berror\b/i.test(text) ? code[0] : undefined;
}

/** An error page instead of the site: little text, and that text is an HTTP or browser error. */
export function validateNotErrorPage(first: ImageMeasurements, ocr: OcrLine[] | undefined): void {
  if (!ocr || first.viewport.text.lines > 12) return;
  const text = ocr.map((l) => l.text).join(' ');
  const match = errorText(text);
  if (match)
    throw new ContentRejectedError(
      `This looks like an error page ("${match}"), not the website itself.`,
      'Please screenshot the page once it loads, or upload screenshots of a working page.',
    );
}
