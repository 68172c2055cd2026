import type { RoastSummary } from '@domain/api-schemas';
import {
  GALLERY_PRIORITY_CARDS,
  galleryRequestPath,
  parseGalleryParams,
} from '../features/gallery/api/gallery-request';
import { roastImagePath, roastRequestPath } from '../features/roasts/api/roast-request';
import { entryScreen, type EntryScreen } from './screens';

/** A roast id as the API issues them (22 URL-safe characters); other /roast/… paths are not requested. */
const ROAST_PATH = /^\/roast\/([A-Za-z0-9_-]{22})\/?$/;

/**
 * What an entry screen will request as soon as it renders, known from the URL alone: its API GETs, the
 * images of its first viewport, and a function that finds more first-viewport images in the first
 * GET's answer (a gallery page names its thumbnails).
 */
export interface EntryRequests {
  screen: EntryScreen;
  data: string[];
  images: string[];
  imagesIn?: (body: unknown) => string[];
}

/** The roast id of a shared roast link, if `pathname` is one. */
export const entryRoastId = (pathname: string): string | undefined => ROAST_PATH.exec(pathname)?.[1];

export function entryRequests(pathname: string, search: string): EntryRequests | null {
  const screen = entryScreen(pathname);
  if (screen === 'roast') {
    const id = entryRoastId(pathname);
    return id
      ? { screen, data: [roastRequestPath(id)], images: [roastImagePath(id, 0)] }
      : { screen, data: [], images: [] };
  }
  if (screen === 'gallery') {
    return {
      screen,
      data: [galleryRequestPath(parseGalleryParams(new URLSearchParams(search)))],
      images: [],
      imagesIn: galleryPriorityImages,
    };
  }
  return screen ? { screen, data: [], images: [] } : null;
}

/** The images of a gallery page's first cards, the ones RoastCard loads eagerly (`priority`). */
export function galleryPriorityImages(body: unknown): string[] {
  const roasts = (body as { roasts?: Pick<RoastSummary, 'thumbnail' | 'images'>[] } | null)?.roasts;
  if (!Array.isArray(roasts)) return [];
  return roasts
    .slice(0, GALLERY_PRIORITY_CARDS)
    .map((roast) => roast.thumbnail ?? roast.images[0])
    .filter((src): src is string => typeof src === 'string');
}
