/**
 * Translates what URL capture measured on the live page (domain/page-facts.ts, CSS pixels) into the
 * engine's rule input (facts.ts), with element boxes moved into the stored screenshots' pixels:
 * image 0 is the desktop capture (1440 CSS px wide, stored 1200 px wide), image 1 the mobile one
 * (428 CSS px wide, stored 555 px wide).
 */
import type { PageFacts as CapturedFacts } from '../domain/page-facts';
import type { PageFacts as EngineFacts } from './facts';
import { type Box, unionBox } from './image';

const DESKTOP_SCALE = 1200 / 1440;
const MOBILE_SCALE = 555 / 428;
/** The stored desktop screenshot covers the first 1200 CSS px of the page. */
const DESKTOP_CLIP = 1200;
const MOBILE_CLIP = 926;

const scale = (b: Box, k: number): Box => ({
  x: b.x * k,
  y: b.y * k,
  width: b.width * k,
  height: b.height * k,
});

/** A box of one view in its stored screenshot's pixels, if the box lies in what was captured. */
function inScreenshot(device: 'desktop' | 'mobile', box: Box): { box?: Box; imageIndex?: number } {
  return device === 'desktop'
    ? box.y < DESKTOP_CLIP
      ? { box: scale(box, DESKTOP_SCALE), imageIndex: 0 }
      : {}
    : box.y < MOBILE_CLIP
      ? { box: scale(box, MOBILE_SCALE), imageIndex: 1 }
      : {};
}

export function engineFactsFromCapture(captured: CapturedFacts): EngineFacts {
  return {
    fontsRendered: captured.renderedFonts.map((f) => f.family),
    fontSizes: captured.fontSizes.map((s) => s.px),
    ...(captured.typeStyles && {
      typeStyles: captured.typeStyles.map((s) => `${s.family} ${s.weight}${s.italic ? ' italic' : ''}`),
    }),
    contrastPairs: captured.lowContrast.map((pair) => ({
      foreground: pair.foreground,
      background: pair.background,
      ratio: pair.ratio,
      large: pair.required === 3,
      label: pair.label,
      // A box is only a region of the screenshot if the element is inside what was captured.
      ...(pair.box.y < DESKTOP_CLIP ? { box: scale(pair.box, DESKTOP_SCALE), imageIndex: 0 } : {}),
    })),
    smallTapTargets: captured.smallTapTargets.map((t) => ({
      width: t.box.width,
      height: t.box.height,
      label: t.label,
      ...(t.box.y < MOBILE_CLIP ? { box: scale(t.box, MOBILE_SCALE), imageIndex: 1 } : {}),
    })),
    horizontalOverflowPx: captured.mobileOverflowPx,
    ...(captured.clippedText && {
      clippedText: captured.clippedText.map((t) => ({
        label: t.label,
        how:
          t.cause === 'covered'
            ? `under ${t.by}`
            : t.cause === 'screen-edge'
              ? `running off ${t.by}`
              : `cut off by ${t.by}`,
        ...inScreenshot(t.device, t.box),
      })),
    }),
    ...(captured.overlappingText && {
      overlappingText: captured.overlappingText.map((t) => ({
        label: t.label,
        how: t.with === 'text' ? `printed over ${t.other.label}` : `under ${t.other.label}`,
        // The evidence is the collision: both texts (or the text and the picture over it).
        ...inScreenshot(t.device, t.with === 'text' ? unionBox(t.box, t.other.box) : t.box),
      })),
    }),
    headingOrder: captured.headings,
    imagesWithoutAlt: captured.imagesWithoutAlt.length,
    axeViolations: captured.axeViolations.map((v) => ({
      id: v.id,
      impact: (['minor', 'moderate', 'serious', 'critical'] as const).find((i) => i === v.impact) ?? 'minor',
      nodes: v.nodes,
    })),
  };
}
