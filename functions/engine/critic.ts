/**
 * The offline critic: measured, calibrated, deterministic. Pipeline per roast:
 * decode → measure every screenshot (measure.ts) → validate content → OCR the first viewport's key
 * lines (ocr.ts, on tesseract's worker thread, overlapping the pixel work) → facts (pixel + OCR +
 * optional page facts) → sub-scores (calibration.ts) → violations (catalogue rules) → suggestions,
 * clarity test, roast text. No randomness: text choices come from a hash of the screenshot bytes.
 */
import { createHash } from 'node:crypto';
import {
  ContentRejectedError,
  type CritiqueInput,
  type CritiqueResult,
  type FullPageInput,
  type Viewports,
} from '../domain/critique';
import type { RoastLevel } from '../domain/roast-levels';
import { boundBySeverity } from '../domain/scoring';
import type { Critic } from '../ports/critic';
import { clarityFor, improvementsFor } from './advice';
import { percentiles, type Percentiles } from './calibration';
import { subScores } from './scoring-terms';
import { engineFactsFromCapture } from './captured-facts';
import { clutterTarget, measureClutterOffThread, warmUpClutter, type ClutterMeasurements } from './clutter';
import { contrastAsSeen, pageFactValues, pixelFacts, type Facts, type PageFacts } from './facts';
import { classifyIndustry } from './industry';
import { grayscale, type Box, type RgbImage } from './image';
import { findPictures, flattenPictures, type Pictures } from './metrics/pictures';
import { isPhoneScreenshot, measureImage, type ImageMeasurements } from './measure';
import { isShortLine } from './metrics/layout';
import { screenColourPairs } from './metrics/screen-colours';
import { screenCssWidth } from './metrics/text';
import { readLines, warmUpOcr, type OcrLine } from './ocr';
import { decodeRgb } from './pixels';
import { findViolations, type Finding } from './rules';
import { validateContent, validateNotErrorPage } from './validation';
import { roastText } from './voice';
import { measureWholePage, wholePageFacts, type WholePageMeasurements } from './whole-page';

export interface OfflineCriticOptions {
  /** Read the headline and button lines with tesseract (default true). */
  ocr?: boolean;
  /** Page facts from URL capture for a roast, when there are any (the capture issue provides this). */
  pageFacts?: (roastId: string) => Promise<PageFacts | undefined>;
}

export interface Analysis {
  images: ImageMeasurements[];
  /** Feature congestion and subband entropy of one screenshot (clutterTarget), unless disabled. */
  clutter: ClutterMeasurements | undefined;
  ocr: OcrLine[] | undefined;
  /** The facts the sub-scores read (whole-page facts are not among them). */
  facts: Facts;
  /** Measured on the whole-page capture, when the roast has one: violations only. */
  wholePage: { measurements: WholePageMeasurements; facts: Facts } | undefined;
  percentiles: Percentiles;
  findings: Finding[];
  result: CritiqueResult;
}

/**
 * Lines worth reading: the five tallest lines of the first viewport (headline candidates), then short
 * lines of at most ~4 words, the labels of boxes first (buttons, inputs, tags: the actions), then
 * the rest (navigation), tallest first.
 */
function linesToRead(m: ImageMeasurements) {
  const { lines, boxedLabels } = m.viewport;
  const order = (a: Box, b: Box) => b.height - a.height || a.y - b.y || a.x - b.x;
  const tall = [...lines].sort(order).slice(0, 5);
  const boxed = new Set<Box>(boxedLabels);
  const short = lines
    .filter((l) => !tall.includes(l) && isShortLine(l) && l.height >= 10)
    .sort((a, b) => Number(boxed.has(b)) - Number(boxed.has(a)) || order(a, b))
    .slice(0, 7);
  return [...tall, ...short];
}

/**
 * OCR never blocks a roast: if tesseract fails, or has not answered within OCR_DEADLINE_MS (it normally
 * takes 0.1–0.5 s), the critique goes on without OCR facts.
 */
const OCR_DEADLINE_MS = 15_000;
async function readWithDeadline(img: RgbImage, lines: Box[]): Promise<OcrLine[] | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), OCR_DEADLINE_MS);
    timer.unref();
  });
  try {
    return await Promise.race([readLines(img, lines).catch(() => undefined), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export async function analyse(
  images: Buffer[],
  level: RoastLevel,
  options: {
    ocr?: boolean;
    clutter?: boolean;
    pageFacts?: PageFacts;
    viewports?: Viewports;
    fullPage?: FullPageInput;
  } = {},
): Promise<Analysis> {
  if (images.length === 0)
    throw new ContentRejectedError(
      'There are no screenshots to judge.',
      'Please upload 1–5 website screenshots.',
    );
  // Start the OCR worker now (first use only) so its start-up overlaps decoding and measuring.
  if (options.ocr !== false) void warmUpOcr().catch(() => undefined);
  const hash = createHash('sha256');
  const decoded = [];
  for (const jpeg of images) {
    hash.update(jpeg);
    decoded.push(await decodeRgb(jpeg));
  }
  // The clutter measures are the slowest: start them first, on worker threads when possible.
  let clutterPromise: Promise<ClutterMeasurements> | undefined;
  let targetPictures: { index: number; pictures: Pictures } | undefined;
  const known = (i: number) => (targetPictures?.index === i ? { pictures: targetPictures.pictures } : {});
  if (options.clutter !== false) {
    const target = clutterTarget(decoded.map(isPhoneScreenshot));
    // Pictures are one element, not texture (metrics/pictures.ts): clutter is measured with each
    // picture flattened to its mean colour.
    targetPictures = { index: target, pictures: findPictures(decoded[target]!, grayscale(decoded[target]!)) };
    clutterPromise = measureClutterOffThread(
      flattenPictures(decoded[target]!, targetPictures.pictures),
      target,
    );
    // A rejected upload must not leave an unhandled rejection behind.
    clutterPromise.catch(() => undefined);
  }
  // Measure the first screenshot, start OCR on it (worker thread), then measure the rest meanwhile.
  const first = measureImage(decoded[0]!, known(0));
  validateContent([first]);
  const ocrPromise = options.ocr === false ? undefined : readWithDeadline(decoded[0]!, linesToRead(first));
  const measured = [first, ...decoded.slice(1).map((img, i) => measureImage(img, known(i + 1)))];
  validateContent(measured);
  const clutter = clutterPromise ? await clutterPromise : undefined;
  const ocr = ocrPromise ? await ocrPromise : undefined;
  validateNotErrorPage(first, ocr);
  const facts: Facts = {
    ...pixelFacts(measured, ocr, clutter, options.viewports),
    // Captured contrast pairs the screenshot shows readable (text over a photograph) are not failures.
    ...pageFactValues(options.pageFacts && contrastAsSeen(options.pageFacts, decoded)),
  };
  const p = percentiles(measured);
  // What only the whole page shows adds violations, never points: the sub-scores (and the crime spree
  // term inside them) read `facts` alone, so scores stay comparable with and without it.
  const wholePage = options.fullPage ? await judgeWholePage(options.fullPage) : undefined;
  const findings = findViolations(wholePage ? { ...facts, ...wholePage.facts } : facts);
  // Severity bounds the verdict (domain/scoring.ts): the suggestions, the clarity test and the roast
  // text below word the same sub-scores the Score step shows.
  const scores = boundBySeverity(
    subScores(p, facts),
    findings.map((f) => f.violation),
  );
  const industry = ocr ? classifyIndustry(ocr.map((l) => l.text).join(' ')) : undefined;
  const result: CritiqueResult = {
    subScores: scores,
    violations: findings.map((f) => f.violation),
    improvements: improvementsFor(findings, scores),
    clarityAnalysis: clarityFor({ p, facts, viewportHeight: first.viewport.box.height, scores, findings }),
    roastText: roastText(level, findings, scores, p, facts, hash.digest()),
    engine: 'offline',
    ...(industry && { industry: industry.slug, industryConfidence: industry.confidence }),
    screenColours: screenColourPairs(
      decoded[0]!,
      first.viewport.lines,
      first.viewport.boxedLabels,
      (box) => wordsAt(ocr, box),
      screenCssWidth(first.mobile),
    ),
  };
  return { images: measured, clutter, ocr, facts, wholePage, percentiles: p, findings, result };
}

/** What OCR read with some confidence on the line at `box` (the box it was given to read), if anything. */
function wordsAt(ocr: OcrLine[] | undefined, box: Box): string | undefined {
  const line = ocr?.find((l) => l.box.x === box.x && l.box.y === box.y && l.box.width === box.width);
  return line && line.confidence >= 60 ? line.text.trim() || undefined : undefined;
}

/** The whole-page capture is extra: an image that cannot be decoded is skipped, not a failed roast. */
async function judgeWholePage(input: FullPageInput): Promise<Analysis['wholePage']> {
  let image;
  try {
    image = await decodeRgb(input.jpeg);
  } catch {
    return undefined;
  }
  const measurements = measureWholePage({
    image,
    pageHeight: input.pageHeight,
    capturedHeight: input.capturedHeight,
    truncated: input.truncated,
  });
  return { measurements, facts: wholePageFacts(measurements, image.height / input.capturedHeight) };
}

export function createOfflineCritic(options: OfflineCriticOptions = {}): Critic {
  // Load the OCR model and start the clutter workers while the host starts up, not in the first roast.
  if (options.ocr !== false) void warmUpOcr().catch(() => undefined);
  void warmUpClutter();
  return {
    async critique(input: CritiqueInput): Promise<CritiqueResult> {
      // Facts measured on the live page come with the input (a URL capture); a host may also supply them.
      const pageFacts = input.pageFacts
        ? engineFactsFromCapture(input.pageFacts)
        : options.pageFacts
          ? await options.pageFacts(input.roastId)
          : undefined;
      const analysis = await analyse(input.images, input.level, {
        ...(options.ocr !== undefined && { ocr: options.ocr }),
        ...(pageFacts && { pageFacts }),
        ...(input.viewports && { viewports: input.viewports }),
        ...(input.fullPage && { fullPage: input.fullPage }),
      });
      return analysis.result;
    },
  };
}
