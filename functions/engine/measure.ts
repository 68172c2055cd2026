/**
 * Measures one screenshot: every pixel metric, computed once and shared (one histogram, one gradient,
 * one edge map). Pure and synchronous; the critic adds OCR and page facts on top.
 */
import { MAX_IMAGE_LONGEST_SIDE } from '../domain/limits';
import { cropTop, type Box, type RgbImage } from './image';
import { colourfulness } from './metrics/colourfulness';
import {
  distinctRgb,
  dominantPalette,
  dynamicColourClusters,
  type PaletteColour,
} from './metrics/colour-count';
import {
  colourHistogram,
  hsvStats,
  labStats,
  pillowHsvPacked,
  type HsvStats,
  type LabStats,
} from './metrics/colour-spaces';
import { contourCongestion } from './metrics/contour-congestion';
import { CANNY_HIGH, CANNY_LOW, cannyFrom, contourDensity, gradient } from './metrics/edges';
import { figureGroundContrast } from './metrics/figure-ground';
import {
  alignment,
  densestCell,
  focus,
  rectilinearity,
  textLines,
  visualBlocks,
  isShortLine,
  type TextLine,
} from './metrics/layout';
import { isBoxedLabel, loudButtonHues, loudButtons } from './metrics/buttons';
import { colourSpots, type ColourSpots } from './metrics/colour-spots';
import { stretchedCopy, withFaintText } from './metrics/faint-text';
import { glance, type GlanceMeasurements } from './metrics/glance';
import { luminanceSd } from './metrics/luminance';
import {
  findPictures,
  flattenPictures,
  outsidePictures,
  firstScreenPictures,
  type Picture,
  type Pictures,
} from './metrics/pictures';
import { popupDialogs } from './metrics/popup';
import { textAtEdge } from './metrics/text-at-edge';
import { wallpaperMargin } from './metrics/wallpaper';
import { findCards, overlapShare, staggeredCards } from './metrics/cards';
import { screenCssWidth, textStats, type TextStats } from './metrics/text';
import { whiteSpaceRatio } from './metrics/white-space';

/** Height / width of the first viewport: 4:3 for desktop (900 px of a 1200-px-wide screenshot). */
export const DESKTOP_VIEWPORT_ASPECT = 0.75;
/** A phone viewport is about 390 × 844 CSS px. */
export const PHONE_VIEWPORT_ASPECT = 844 / 390;
/** Screenshots narrower than this (after normalisation) are phone screenshots. */
export const PHONE_MAX_WIDTH = 700;

/**
 * A phone screenshot: at least as tall as it is wide, and narrower than PHONE_MAX_WIDTH once normalised
 * like an upload (longest side at most MAX_IMAGE_LONGEST_SIDE, never enlarged). Uploads are normalised
 * before they are judged; a file judged as it is (a 780 × 1688 phone screenshot at 2×) is classed as
 * its upload would be, so its first screen is the phone's and not the top 585 rows.
 */
export const isPhoneScreenshot = ({ width, height }: { width: number; height: number }) =>
  height >= width && width * Math.min(1, MAX_IMAGE_LONGEST_SIDE / height) < PHONE_MAX_WIDTH;

export interface ViewportMeasurements {
  box: Box;
  luminanceSd: number;
  colourfulness: number;
  contourDensity: number;
  whiteSpace: number;
  focus: number;
  text: TextStats;
  lines: TextLine[];
  /** The lines that label a box of their own: buttons, inputs, tags (metrics/buttons.ts). */
  boxedLabels: TextLine[];
  /**
   * Desktop only: the text (by line width) set against the screen's left edge, and those lines. An
   * unstyled page runs its text from the browser's 8-px body margin; a designed one gives it a margin.
   */
  textAtEdge?: { share: number; lines: TextLine[] };
  /** Colour families among the saturated boxes of those labels (metrics/buttons.ts). */
  loudButtonHues: number;
  /** Those saturated buttons (evidence). */
  loudButtons: Box[];
  /** How strongly the margins repeat a tile: patterned wallpaper (metrics/wallpaper.ts). */
  wallpaper: number;
  /** The margin strip that repeats most, when one does (evidence). */
  wallpaperStrip?: Box;
  /** The busiest cell of the first screen's 8×6 grid (evidence for first-screen clutter). */
  densestCell: { value: number; box: Box };
  /** Pop-up dialogs over a dimmed page, largest first; empty when there is no scrim (metrics/popup.ts). */
  popups: Box[];
  /** A row of sibling cards each at its own height and width (metrics/cards.ts); empty when none. */
  staggeredCards: Box[];
  /**
   * Share of the first screen covered by pictures on the page (photographs, illustrations, video
   * stills), not a backdrop behind it (metrics/pictures.ts, firstScreenPictures).
   */
  pictureShare: number;
  /** What people see at a glance: text on busy ground, text hues, centring, bare ground (glance.ts). */
  glance: GlanceMeasurements;
}

export interface ImageMeasurements {
  width: number;
  height: number;
  mobile: boolean;
  colourfulness: number;
  luminanceSd: number;
  lab: LabStats;
  hsv: HsvStats;
  distinctRgb: number;
  colourClusters: number;
  palette: PaletteColour[];
  neonShare: number;
  saturatedHues: number;
  /** Share of 8×8 blocks that are flat (every channel within ±3): UI has many, photos few. */
  flatBlockShare: number;
  /** Share of edge pixels on long horizontal/vertical runs (interfaces high, photographs low). */
  rectilinearity: number;
  /** Share of the pixels in the single most common 4-bit colour bin (a page background). */
  backgroundShare: number;
  contourDensity: number;
  figureGround: number;
  contourCongestion: number;
  /** Contour congestion of everything but the pictures (each picture is one element, not texture). */
  congestionOutsidePictures: number;
  /** Pictures found (metrics/pictures.ts), largest first, and the share of the screenshot they cover. */
  pictures: Picture[];
  pictureShare: number;
  whiteSpace: number;
  densestCell: { value: number; box: Box };
  /** The cell of the 8×6 grid with the most crowded contour pixels (evidence for contour congestion). */
  congestedCell: Box;
  /** Where the colour is: the most colourful cell, the most neon one (evidence for colour findings). */
  colourSpots: ColourSpots;
  blocks: Box[];
  /** Alignment of the first screen's elements (layout.ts#alignment). */
  misalignedPairs: number;
  misalignedShare: number;
  worstPair?: Box;
  blockSizeKinds: number;
  viewport: ViewportMeasurements;
}

function colourExtras(hist: ReturnType<typeof colourHistogram>) {
  let neon = 0;
  const families = new Float64Array(12);
  for (let i = 0; i < hist.colours.length; i++) {
    const c = hist.colours[i]!;
    const p = pillowHsvPacked(c >> 16, (c >> 8) & 255, c & 255);
    const h = p >> 16,
      s = (p >> 8) & 255,
      v = p & 255;
    const n = hist.counts[i]!;
    if (s > 0.9 * 255 && v > 0.9 * 255) neon += n;
    if (s > 0.5 * 255 && v > 0.35 * 255) families[Math.min(11, Math.floor((h / 256) * 12))]! += n;
  }
  return {
    neonShare: neon / hist.pixels,
    saturatedHues: families.filter((n) => n >= 0.01 * hist.pixels).length,
  };
}

export function flatBlockShare({ data, width, height }: RgbImage): number {
  let flat = 0,
    total = 0;
  for (let by = 0; by + 8 <= height; by += 8) {
    for (let bx = 0; bx + 8 <= width; bx += 8) {
      total++;
      let ok = true;
      const i0 = (by * width + bx) * 3;
      for (let y = 0; y < 8 && ok; y++) {
        for (let x = 0; x < 8; x++) {
          const i = ((by + y) * width + bx + x) * 3;
          if (
            Math.abs(data[i]! - data[i0]!) > 3 ||
            Math.abs(data[i + 1]! - data[i0 + 1]!) > 3 ||
            Math.abs(data[i + 2]! - data[i0 + 2]!) > 3
          ) {
            ok = false;
            break;
          }
        }
      }
      if (ok) flat++;
    }
  }
  return total ? flat / total : 0;
}

/**
 * Pictures are one element each, not texture: colourfulness, palette, colour counts, neon and hue
 * families are read from a copy with every picture flattened to its mean colour (a photo's colours
 * are not the page's palette), and contour congestion is also given for everything outside them.
 * Luminance, edges and the CIELab/HSV statistics stay those of the whole screenshot.
 */
export function measureImage(img: RgbImage, known?: { pictures?: Pictures }): ImageMeasurements {
  const { width: w, height: h } = img;
  const mobile = isPhoneScreenshot(img);
  const hist = colourHistogram(img);
  const grad = gradient(img);
  const pictures = known?.pictures ?? findPictures(img, grad.gray);
  const flat = flattenPictures(img, pictures);
  const flatHist = flat === img ? hist : colourHistogram(flat);
  const edges = cannyFrom(grad, CANNY_LOW, CANNY_HIGH);
  const blocks = visualBlocks(edges, w, h);
  const vpRows = Math.min(h, Math.round(w * (mobile ? PHONE_VIEWPORT_ASPECT : DESKTOP_VIEWPORT_ASPECT)));
  const vpImg = cropTop(img, vpRows);
  const vpEdges = edges.subarray(0, w * vpRows);
  // Grey-on-grey text has no Canny edges: look again with the contrast stretched (faint-text.ts).
  const ordinaryLines = textLines(vpEdges, w, vpRows);
  const lines = withFaintText(ordinaryLines, vpImg);
  // A layout is as crowded as its text, however faint: contour congestion counts only differences of
  // 50 levels, so pale text read as open space and fading a page's text made it look tidier. When the
  // text was found only on the stretched copy, congestion is measured on one stretched twice as far
  // (at the lines' stretch most antialiased stroke pixels stay under 50 levels: faint pages read
  // 0.38–0.55 against 0.84 for the same page in normal contrast; twice, 0.65–0.76).
  const congestion = contourCongestion((lines !== ordinaryLines && stretchedCopy(img, 2)) || img);
  const palette = dominantPalette(flat);
  // Validation asks whether the screenshot itself has a page background, pictures included.
  const background = flat === img ? palette[0] : dominantPalette(img)[0];
  const boxedLabels = lines.filter((l) => isShortLine(l) && isBoxedLabel(vpImg, l));
  const vpLuma = grad.gray.subarray(0, w * vpRows);
  const popups = popupDialogs(vpImg, vpLuma);
  const wallpaper = wallpaperMargin(grad.gray, w, vpRows);
  // A photograph's windows and frames are not cards.
  const cards = findCards(vpLuma, w, vpRows).filter(
    (card) => !pictures.pictures.some((picture) => overlapShare(card, picture) > 0.5),
  );
  const onScreen = firstScreenPictures(pictures, vpRows, lines);
  const seen = glance(vpImg, lines);
  return {
    width: w,
    height: h,
    mobile,
    colourfulness: colourfulness(flat),
    luminanceSd: luminanceSd(img),
    lab: labStats(hist),
    hsv: hsvStats(hist),
    distinctRgb: distinctRgb(flatHist),
    colourClusters: dynamicColourClusters(flatHist),
    palette,
    ...colourExtras(flatHist),
    flatBlockShare: flatBlockShare(img),
    rectilinearity: rectilinearity(edges, w, h),
    backgroundShare: background?.share ?? 0,
    contourDensity: contourDensity(edges),
    figureGround: figureGroundContrast(grad),
    contourCongestion: congestion.value,
    congestionOutsidePictures: outsidePictures(congestion, pictures, w),
    pictures: pictures.pictures,
    pictureShare: pictures.share,
    whiteSpace: whiteSpaceRatio(img, edges),
    densestCell: densestCell(edges, w, h),
    congestedCell: densestCell(congestion.congested, w, h).box,
    colourSpots: colourSpots(flat),
    blocks,
    ...alignment(blocks, lines, w, vpRows),
    viewport: {
      box: { x: 0, y: 0, width: w, height: vpRows },
      luminanceSd: luminanceSd(vpImg),
      colourfulness: colourfulness(cropTop(flat, vpRows)),
      contourDensity: contourDensity(vpEdges),
      whiteSpace: whiteSpaceRatio(vpImg, vpEdges),
      focus: focus(vpEdges, w, vpRows),
      text: textStats(vpImg, lines, screenCssWidth(mobile)),
      lines,
      boxedLabels,
      ...(!mobile && { textAtEdge: textAtEdge(lines, w) }),
      loudButtonHues: loudButtonHues(vpImg, boxedLabels),
      loudButtons: loudButtons(vpImg, boxedLabels),
      wallpaper: wallpaper.value,
      ...(wallpaper.box && { wallpaperStrip: wallpaper.box }),
      densestCell: densestCell(vpEdges, w, vpRows),
      popups,
      staggeredCards: staggeredCards(cards),
      pictureShare: onScreen.focal,
      // A backdrop picture in both margins is a textured ground as much as a rough one is.
      glance: { ...seen, texturedMargins: Math.max(seen.texturedMargins, onScreen.backdrop) },
    },
  };
}
