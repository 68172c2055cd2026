/**
 * The rule input. `Facts` maps each catalogue fact (domain/violation-catalogue.ts) to a measured value
 * and, where one exists, the region of the screenshot it was measured on. Pixel facts come from
 * `measureImage`; OCR facts from the first viewport; page facts from URL capture (`PageFacts`, all
 * optional). Rules only read `Facts`, so a fact that was not measured simply cannot trigger anything.
 */
import type { Viewports } from '../domain/critique';
import type { FactKey } from '../domain/violation-catalogue';
import type { Region } from '../domain/violations';
import type { ClutterMeasurements } from './clutter';
import { type Box, type RgbImage, unionBox } from './image';
import type { ImageMeasurements } from './measure';
import { lineContrast } from './metrics/text';
import type { OcrLine } from './ocr';
import { driftComparisons, paletteDrift } from './same-page';

/** What URL capture knows about the rendered page (produced by the capture issue; every field optional). */
export interface PageFacts {
  /** Font families actually rendered (document.fonts / computed styles). */
  fontsRendered?: string[];
  /** Distinct computed font sizes in px. */
  fontSizes?: number[];
  /** Type styles of the visible text, most used first: "family weight[ italic]", e.g. "inter 600". */
  typeStyles?: string[];
  /** Text/background pairs with their WCAG ratio; `large` = 18 px+ or 14 px+ bold. */
  contrastPairs?: {
    foreground: string;
    background: string;
    ratio: number;
    large?: boolean;
    box?: Box;
    imageIndex?: number;
    label?: string;
  }[];
  /** Tap targets on the mobile capture smaller than 44×44 CSS px. */
  smallTapTargets?: { width: number; height: number; box?: Box; imageIndex?: number; label?: string }[];
  /** Horizontal overflow on the mobile capture, in CSS px (0 = none). */
  horizontalOverflowPx?: number;
  /**
   * Text partly hidden on the rendered page (cut by a box, by the screen's edge, or under an opaque
   * block), worst first; `how` says what hides it ("under div.card"); boxes in the screenshot's pixels.
   */
  clippedText?: { label: string; how: string; box?: Box; imageIndex?: number }[];
  /** Text printed over other text, or under a picture, largest collision first ("printed over a.nav"). */
  overlappingText?: { label: string; how: string; box?: Box; imageIndex?: number }[];
  /** Heading levels in document order, e.g. [1, 2, 2, 4]. */
  headingOrder?: number[];
  imagesWithoutAlt?: number;
  axeViolations?: { id: string; impact: 'minor' | 'moderate' | 'serious' | 'critical'; nodes: number }[];
}

export interface FactValue {
  value: number;
  /** Where the value was measured: a whole screenshot, its first screen, one element. */
  region?: Region;
  /**
   * Where a page-wide value shows most, when it is high (`above`) or low (`below`): the busiest cell,
   * the most colourful one, the smallest text line. A finding in that direction points there; one in
   * the other direction (an empty page has no busiest spot worth marking) keeps `region`.
   */
  spot?: { region: Region; when: 'above' | 'below' };
  /** The element the value was measured on, when known (page facts): named in the violation. */
  subject?: string;
}
export type Facts = Partial<Record<FactKey, FactValue>>;

const region = (imageIndex: number, box: Box): Region => ({ imageIndex, ...box });

/** The worst image for a metric (max or min) with its index. */
function worst(images: ImageMeasurements[], read: (m: ImageMeasurements) => number, dir: 'max' | 'min') {
  let best = 0;
  for (let i = 1; i < images.length; i++) {
    const v = read(images[i]!),
      b = read(images[best]!);
    if (dir === 'max' ? v > b : v < b) best = i;
  }
  return { value: read(images[best]!), index: best };
}

/**
 * Call-to-action wording: the imperative verbs (and a few fixed phrases) that start an action on a
 * web page, from sign-up and purchase to search, booking and export. A call to action is a label, so
 * only short lines count (at most six words): the same verb inside a sentence of running text is not
 * something to click.
 */
const CTA =
  /\b(sign ?up|sign ?in|get started|start|try|buy|shop|order|book|reserve|contact|subscribe|join|download|install|register|log ?in|learn more|read more|request|demo|free|add to (cart|bag|basket)|get|donate|give|apply|explore|search|find|see|view|watch|discover|choose|claim|create|export|upgrade|check ?out|schedule|enrol+)\b/i;
const CTA_MAX_WORDS = 6;

const isCta = (l: OcrLine) => l.text.split(/\s+/).length <= CTA_MAX_WORDS && CTA.test(l.text);

export function countCtas(lines: OcrLine[]): number {
  return lines.filter(isCta).length;
}

/** Cells of the grid clusterRegion groups boxes on: a screen in quarters across, thirds down. */
const CLUSTER_COLS = 4;
const CLUSTER_ROWS = 3;

/**
 * Where many boxes (labels, text lines, buttons) are most crowded, for evidence: the boxes whose
 * centres fall in the cell of a 4×3 grid over `area` holding the most box area, drawn as one box
 * around them. `area` itself when there are no boxes.
 */
export function clusterRegion(boxes: readonly Box[], area: Region): Region {
  if (boxes.length === 0) return area;
  const cellOf = (b: Box) => {
    const cx = Math.min(
      CLUSTER_COLS - 1,
      Math.max(0, Math.floor(((b.x + b.width / 2 - area.x) * CLUSTER_COLS) / area.width)),
    );
    const cy = Math.min(
      CLUSTER_ROWS - 1,
      Math.max(0, Math.floor(((b.y + b.height / 2 - area.y) * CLUSTER_ROWS) / area.height)),
    );
    return cy * CLUSTER_COLS + cx;
  };
  const weight = new Map<number, number>();
  for (const b of boxes) weight.set(cellOf(b), (weight.get(cellOf(b)) ?? 0) + b.width * b.height);
  const [cell] = [...weight.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
  const members = boxes.filter((b) => cellOf(b) === cell);
  return region(area.imageIndex, members.reduce(unionBox, members[0]!));
}

export function pixelFacts(
  images: ImageMeasurements[],
  ocr: OcrLine[] | undefined,
  clutter?: ClutterMeasurements,
  /** What the caller knows about the screenshots ('one-page': views of one page, no drift). */
  views?: Viewports,
): Facts {
  const f: Facts = {};
  const desktop = images.map((m, i) => ({ m, i })).filter((x) => !x.m.mobile);
  const pool = desktop.length > 0 ? desktop : images.map((m, i) => ({ m, i }));
  const set = (
    key: FactKey,
    read: (m: ImageMeasurements) => number,
    dir: 'max' | 'min',
    box?: (m: ImageMeasurements) => Box,
    spot?: { box: (m: ImageMeasurements) => Box | undefined; when: 'above' | 'below' },
  ) => {
    const list = pool.map((x) => x.m);
    const w = worst(list, read, dir);
    const idx = pool[w.index]!.i;
    const m = images[idx]!;
    const at = spot?.box(m);
    f[key] = {
      value: w.value,
      region: region(idx, box ? box(m) : { x: 0, y: 0, width: m.width, height: m.height }),
      ...(spot && at && { spot: { region: region(idx, at), when: spot.when } }),
    };
  };
  // Where a page-wide finding shows most: the busiest cell, the most colourful one, …
  const busiest = { box: (m: ImageMeasurements) => m.densestCell.box, when: 'above' as const };
  const colourful = { box: (m: ImageMeasurements) => m.colourSpots.colourful, when: 'above' as const };
  set('colourfulness', (m) => m.colourfulness, 'max', undefined, colourful);
  set('distinctRgb', (m) => m.distinctRgb, 'max', undefined, colourful);
  set('colourClusters', (m) => m.colourClusters, 'max', undefined, colourful);
  set('paletteSize', (m) => m.palette.length, 'max', undefined, colourful);
  set('saturationMean', (m) => m.hsv.saturationMean, 'max', undefined, colourful);
  set('saturationSd', (m) => m.hsv.saturationSd, 'max', undefined, colourful);
  set('valueMean', (m) => m.hsv.valueMean, 'min');
  set('neonShare', (m) => m.neonShare, 'max', undefined, { box: (m) => m.colourSpots.neon, when: 'above' });
  set('saturatedHues', (m) => m.saturatedHues, 'max', undefined, colourful);
  set('contourDensity', (m) => m.contourDensity, 'max', undefined, busiest);
  set('figureGround', (m) => m.figureGround, 'max');
  set('contourCongestion', (m) => m.contourCongestion, 'max', undefined, {
    box: (m) => m.congestedCell,
    when: 'above',
  });
  set('congestionOutsidePictures', (m) => m.congestionOutsidePictures, 'max');
  set('lightness', (m) => m.lab.lMean, 'max');
  // Too little open space shows most where the page is busiest; too much has no spot.
  set('whiteSpace', (m) => m.whiteSpace, 'min', undefined, { ...busiest, when: 'below' });
  set(
    'densestCell',
    (m) => m.densestCell.value,
    'max',
    (m) => m.densestCell.box,
  );
  set('blockCount', (m) => m.blocks.length, 'max', undefined, busiest);
  // Alignment is judged on the first screen; the evidence is the most clearly misaligned pair.
  const pairBox = (m: ImageMeasurements) => m.worstPair ?? m.viewport.box;
  set('misalignedPairs', (m) => m.misalignedPairs, 'max', pairBox);
  set('misalignedShare', (m) => m.misalignedShare, 'max', pairBox);
  set('blockSizeKinds', (m) => m.blockSizeKinds, 'max');
  // Rosenholtz clutter, measured on one screenshot (clutter.ts) over its whole area; it shows most in
  // the busiest cell.
  if (clutter) {
    const m = images[clutter.imageIndex]!;
    const r = region(clutter.imageIndex, { x: 0, y: 0, width: m.width, height: m.height });
    const spot = { region: region(clutter.imageIndex, m.densestCell.box), when: 'above' as const };
    f.featureCongestion = { value: clutter.featureCongestion, region: r, spot };
    f.subbandEntropy = { value: clutter.subbandEntropy, region: r, spot };
  }
  // First viewport of the first screenshot: what a visitor sees before scrolling.
  const first = images[0]!;
  const vp = first.viewport;
  const vpRegion = region(0, vp.box);
  // A low luminance spread is weak figure-ground contrast only when the text is not crisp either: a
  // calm white page with sharp dark text has a low spread but reads perfectly well.
  const t = vp.text;
  const crispText = t.lines >= 3 && t.contrastMedian >= 7;
  const vpBusiest = region(0, vp.densestCell.box);
  if (!crispText) {
    // Weak contrast shows most on the faintest text line.
    f.viewportLuminanceSd = {
      value: vp.luminanceSd,
      region: vpRegion,
      ...(t.faintest && { spot: { region: region(0, t.faintest), when: 'below' as const } }),
    };
    set('luminanceSd', (m) => m.luminanceSd, 'min');
  }
  f.viewportContourDensity = {
    value: vp.contourDensity,
    region: vpRegion,
    spot: { region: vpBusiest, when: 'above' },
  };
  f.viewportWhiteSpace = {
    value: vp.whiteSpace,
    region: vpRegion,
    spot: { region: vpBusiest, when: 'below' },
  };
  f.focus = { value: vp.focus, region: vpRegion };
  // The largest share of a first screen given to pictures (a hero image is a focal point).
  f.pictureShare = { value: vp.pictureShare, region: vpRegion };
  f.boxedLabels = { value: vp.boxedLabels.length, region: clusterRegion(vp.boxedLabels, vpRegion) };
  f.loudButtonHues = { value: vp.loudButtonHues, region: clusterRegion(vp.loudButtons, vpRegion) };
  f.wallpaper = {
    value: vp.wallpaper,
    region: vp.wallpaperStrip ? region(0, vp.wallpaperStrip) : vpRegion,
  };
  const g = vp.glance;
  f.designedSurface = { value: g.designedSurface, region: vpRegion };
  f.texturedMargins = { value: g.texturedMargins, region: vpRegion };
  const screenArea = vp.box.width * vp.box.height;
  const [largestPopup] = vp.popups;
  f.popupShare = {
    value: vp.popups.reduce((sum, b) => sum + b.width * b.height, 0) / screenArea,
    region: largestPopup ? region(0, largestPopup) : vpRegion,
  };
  f.popupCount = {
    value: vp.popups.length,
    region: largestPopup ? region(0, vp.popups.reduce(unionBox, largestPopup)) : vpRegion,
  };
  const [firstCard] = vp.staggeredCards;
  f.staggeredCards = {
    value: vp.staggeredCards.length,
    region: firstCard ? region(0, vp.staggeredCards.reduce(unionBox, firstCard)) : vpRegion,
  };
  if (t.lines >= 3) {
    // Most text in one place: where the words pile up.
    const text = clusterRegion(vp.lines, vpRegion);
    f.textContrastMedian = { value: t.contrastMedian, region: vpRegion };
    f.textCoverage = { value: t.coverage, region: vpRegion, spot: { region: text, when: 'above' } };
    f.wordCount = { value: t.words, region: vpRegion, spot: { region: text, when: 'above' } };
    f.smallestTextPx = { value: t.smallestLinePx, region: t.smallest ? region(0, t.smallest) : vpRegion };
    f.bodyTextPx = { value: t.bodyLinePx, region: vpRegion };
    f.textSizeCount = { value: t.sizeCount, region: vpRegion };
    f.headlineRatio = { value: t.headlineRatio, ...(t.headline && { region: region(0, t.headline) }) };
    f.textContrastMin = { value: t.contrastMin, ...(t.faintest && { region: region(0, t.faintest) }) };
    f.lowContrastWords = { value: t.lowContrastShare, region: clusterRegion(t.lowContrastLines, vpRegion) };
    f.busyTextGround = {
      value: g.busyTextGround,
      region: g.busiestLine ? region(0, g.busiestLine) : vpRegion,
    };
    f.textHues = { value: g.textHues, region: g.oddHueLine ? region(0, g.oddHueLine) : vpRegion };
    f.centredShare = { value: g.centredShare, region: vpRegion };
    if (vp.textAtEdge)
      f.textAtEdge = { value: vp.textAtEdge.share, region: clusterRegion(vp.textAtEdge.lines, vpRegion) };
  }
  if (ocr && ocr.some((l) => l.text)) {
    const boxes = (lines: OcrLine[]) =>
      clusterRegion(
        lines.map((l) => l.box),
        vpRegion,
      );
    const ctas = ocr.filter(isCta);
    f.ctaCount = { value: ctas.length, region: vpRegion, spot: { region: boxes(ctas), when: 'above' } };
    const exclaimed = ocr.filter((l) => l.text.includes('!'));
    f.exclaimedLines = { value: exclaimed.length, region: boxes(exclaimed) };
    const isWord = (w: string) => /^[A-Za-z]{3,}$/.test(w);
    const shouts = (w: string) => w === w.toUpperCase();
    const words = ocr.flatMap((l) => l.text.split(/\s+/)).filter(isWord);
    if (words.length >= 5)
      f.shoutingShare = {
        value: words.filter(shouts).length / words.length,
        region: boxes(ocr.filter((l) => l.text.split(/\s+/).filter(isWord).some(shouts))),
      };
  }
  // Several screenshots: consistency between pages. A desktop and a phone view of one page are one
  // page (same-page.ts); screenshots of one kind are compared on everything, a desktop and a phone
  // screenshot of different pages on colour only (edge density depends on the viewport).
  if (images.length >= 2) {
    const { sameKind, acrossKinds } = driftComparisons(images, views);
    const colour: number[] = [],
      density: number[] = [],
      palette: number[] = [];
    for (const group of [...sameKind, ...acrossKinds]) {
      const ms = group.map((i) => images[i]!);
      const cf = ms.map((m) => m.colourfulness);
      colour.push(Math.max(...cf) - Math.min(...cf));
      palette.push(paletteDrift(ms));
      if (ms.every((m) => m.mobile === ms[0]!.mobile)) {
        const cd = ms.map((m) => m.contourDensity);
        density.push(Math.max(...cd) / Math.max(1e-6, Math.min(...cd)));
      }
    }
    if (colour.length > 0) f.colourDrift = { value: Math.max(...colour) };
    if (density.length > 0) f.densityDrift = { value: Math.max(...density) };
    if (palette.length > 0) f.paletteDrift = { value: Math.max(...palette) };
  }
  // Phone screenshots.
  const phones = images.map((m, i) => ({ m, i })).filter((x) => x.m.mobile);
  if (phones.length > 0) {
    const p = phones[0]!;
    const r = region(p.i, { x: 0, y: 0, width: p.m.width, height: p.m.height });
    const phoneBusiest = region(p.i, p.m.densestCell.box);
    f.mobileDensity = { value: p.m.contourDensity, region: r, spot: { region: phoneBusiest, when: 'above' } };
    f.mobileWhiteSpace = {
      value: p.m.whiteSpace,
      region: r,
      spot: { region: phoneBusiest, when: 'below' },
    };
    const phoneText = p.m.viewport.text;
    if (phoneText.lines >= 3)
      f.mobileSmallestTextPx = {
        value: phoneText.smallestLinePx,
        region: phoneText.smallest ? region(p.i, phoneText.smallest) : r,
      };
  }
  return f;
}

/**
 * A captured text/background pair whose element the screenshot shows clearly readable is not what
 * visitors see: the capture reads the background from the nearest opaque ancestor's CSS colour, so
 * white text over a photograph (an <img> or a positioned picture, not a CSS background) is measured
 * against the page's white and reads 1:1. Each pair with a box on a screenshot is checked against the
 * pixels there (the contrast of its darkest and lightest 8 %, as for text lines): a pair the pixels
 * show at its required ratio or better, and at SEEN_CONTRAST_MARGIN times the CSS ratio or more, is
 * dropped. On the 44 captured archetypes, the pairs over photographs read 1.0–1.5:1 in CSS and 5.8–18:1
 * in pixels (over 3.9 times), the truly faint ones 1.3–1.8:1 in CSS and at most 1.3:1 in pixels, and
 * low-contrast coloured text up to 2.4 times its CSS ratio (small saturated glyphs after JPEG). Pairs
 * below the captured screens are kept as measured.
 */
export const SEEN_CONTRAST_MARGIN = 3;

export function contrastAsSeen(page: PageFacts, images: readonly RgbImage[]): PageFacts {
  if (!page.contrastPairs) return page;
  const seen = page.contrastPairs.filter((pair) => {
    const img = pair.box && images[pair.imageIndex ?? 0];
    if (!img || !pair.box) return true;
    const x = Math.max(0, Math.floor(pair.box.x)),
      y = Math.max(0, Math.floor(pair.box.y));
    const width = Math.min(img.width, Math.ceil(pair.box.x + pair.box.width)) - x;
    const height = Math.min(img.height, Math.ceil(pair.box.y + pair.box.height)) - y;
    if (width < 2 || height < 2) return true;
    const inPixels = lineContrast(img, { x, y, width, height });
    const required = pair.large ? 3 : 4.5;
    return !(inPixels >= required && inPixels >= SEEN_CONTRAST_MARGIN * pair.ratio);
  });
  return seen.length === page.contrastPairs.length ? page : { ...page, contrastPairs: seen };
}

/** Turns capture facts into rule facts; absent fields add nothing. */
export function pageFactValues(page: PageFacts | undefined): Facts {
  const f: Facts = {};
  if (!page) return f;
  if (page.fontsRendered)
    f.fontFamilies = { value: new Set(page.fontsRendered.map((x) => x.toLowerCase())).size };
  if (page.fontSizes && page.fontSizes.length > 0) {
    f.fontSizeCount = { value: new Set(page.fontSizes.map((s) => Math.round(s))).size };
    f.minFontPx = { value: Math.min(...page.fontSizes) };
  }
  if (page.typeStyles && page.typeStyles.length > 0)
    f.typeStyleCount = { value: new Set(page.typeStyles.map((x) => x.toLowerCase())).size };
  if (page.contrastPairs) {
    const failing = page.contrastPairs.filter((p) => p.ratio < (p.large ? 3 : 4.5));
    f.contrastFailures = { value: failing.length };
    if (page.contrastPairs.length > 0) {
      const worstPair = page.contrastPairs.reduce((a, b) => (b.ratio < a.ratio ? b : a));
      f.worstContrastRatio = {
        value: worstPair.ratio,
        ...(worstPair.box && { region: region(worstPair.imageIndex ?? 0, worstPair.box) }),
        ...(worstPair.label && { subject: worstPair.label }),
      };
    }
  }
  if (page.smallTapTargets) {
    const first = page.smallTapTargets.find((t) => t.box);
    f.smallTapTargets = {
      value: page.smallTapTargets.length,
      ...(first?.box && { region: region(first.imageIndex ?? 0, first.box) }),
      ...(page.smallTapTargets[0]?.label && { subject: page.smallTapTargets[0].label }),
    };
  }
  if (page.horizontalOverflowPx !== undefined) f.horizontalOverflowPx = { value: page.horizontalOverflowPx };
  // Broken text: how many places, the worst named and boxed (the first one the screenshots show).
  if (page.clippedText) {
    const shown = page.clippedText.find((t) => t.box) ?? page.clippedText[0];
    f.clippedText = {
      value: page.clippedText.length,
      ...(shown?.box && { region: region(shown.imageIndex ?? 0, shown.box) }),
      ...(shown && { subject: `${shown.label}, ${shown.how}` }),
    };
  }
  if (page.overlappingText) {
    const shown = page.overlappingText.find((t) => t.box) ?? page.overlappingText[0];
    f.overlappingText = {
      value: page.overlappingText.length,
      ...(shown?.box && { region: region(shown.imageIndex ?? 0, shown.box) }),
      ...(shown && { subject: `${shown.label}, ${shown.how}` }),
    };
  }
  if (page.headingOrder) {
    let skips = 0;
    for (let i = 1; i < page.headingOrder.length; i++)
      if (page.headingOrder[i]! > page.headingOrder[i - 1]! + 1) skips++;
    f.headingSkips = { value: skips };
    f.h1Count = { value: page.headingOrder.filter((h) => h === 1).length };
  }
  if (page.imagesWithoutAlt !== undefined) f.imagesWithoutAlt = { value: page.imagesWithoutAlt };
  if (page.axeViolations) {
    f.axeCritical = { value: page.axeViolations.filter((v) => v.impact === 'critical').length };
    f.axeTotal = { value: page.axeViolations.length };
  }
  return f;
}
