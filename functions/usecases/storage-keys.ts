/**
 * Object keys in the screenshots bucket. Everything belonging to one roast sits under its prefix so
 * that deletion and lifecycle rules can address it as a whole.
 */
export const screenshotKey = (roastId: string, index: number) => `screenshots/${roastId}/${index}.jpg`;
export const thumbnailKey = (roastId: string) => `screenshots/${roastId}/thumbnail.jpg`;
export const captureFactsKey = (captureId: string) => `captures/${captureId}.json`;
/** A roast's folder: deletion removes everything under it (share cards included). */
export const roastFolder = (roastId: string) => `screenshots/${roastId}/`;
/** A rendered share card, named by the fingerprint of what it shows (usecases/share-links.ts). */
export const shareCardKey = (roastId: string, version: string) =>
  `screenshots/${roastId}/card-${version}.png`;
