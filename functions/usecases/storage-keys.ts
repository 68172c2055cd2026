/**
 * Object keys in the screenshots bucket. Everything belonging to one roast sits under its prefix so
 * that deletion and lifecycle rules can address it as a whole.
 */
export const screenshotKey = (roastId: string, index: number) => `screenshots/${roastId}/${index}.jpg`;
/**
 * The card thumbnail, named for its crop: the top of the page at full width, so the logo and the start
 * of the headline stay (`thumbnail.jpg`, the centre crop before it, is made again on first read).
 */
export const thumbnailKey = (roastId: string) => `screenshots/${roastId}/thumbnail-top.jpg`;
export const captureFactsKey = (captureId: string) => `captures/${captureId}.json`;
/** A capture's whole-page image, waiting (like its facts, expired by lifecycle) for the roast. */
export const captureFullPageKey = (captureId: string) => `captures/${captureId}.full-page.jpg`;
/** A roast's own copy of its whole-page image: in its folder, so deletion removes it. */
export const fullPageKey = (roastId: string) => `screenshots/${roastId}/full-page.jpg`;
/** A roast's folder: deletion removes everything under it (share cards included). */
export const roastFolder = (roastId: string) => `screenshots/${roastId}/`;
/** A rendered share card, named by the fingerprint of what it shows (usecases/share-links.ts). */
export const shareCardKey = (roastId: string, version: string) =>
  `screenshots/${roastId}/card-${version}.png`;
/** A roast's first screenshot as a dichromat sees it (usecases/colour-vision.ts). */
export const colourVisionImageKey = (roastId: string, type: string) =>
  `screenshots/${roastId}/cvd-${type}.jpg`;
/**
 * The capture's coloured text/background pairs, kept with the roast: the capture facts expire after a
 * day, the colour-vision check must not.
 */
export const colourPairsKey = (roastId: string) => `screenshots/${roastId}/colour-pairs.json`;
