import type { RoastSort } from '@domain/api-schemas';
import { GALLERY_PAGE_SIZE } from '@domain/limits';
import { isRoastLevel, type RoastLevel } from '@domain/roast-levels';
import { withQuery } from '../../../lib/api-client';

/**
 * The gallery's URL state and the API request it makes, as plain functions: the page (through
 * useGalleryParams and galleryQueryOptions) and the boot script (src/boot), which starts the same
 * request before the bundle has loaded, must build the very same path.
 */
export interface GalleryParams {
  page: number;
  search: string;
  level: RoastLevel | '';
  sort: RoastSort;
}

/** Cards whose images load eagerly, at high priority: the first viewport's (the page's largest paint). */
export const GALLERY_PRIORITY_CARDS = 2;

const SORTS: readonly RoastSort[] = ['newest', 'score_asc', 'score_desc'];

/** `?page=2&q=…&level=…&sort=…` → params; anything invalid falls back to the default. */
export function parseGalleryParams(search: URLSearchParams): GalleryParams {
  const page = Number(search.get('page'));
  const level = search.get('level');
  const sort = search.get('sort') as RoastSort | null;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: search.get('q') ?? '',
    level: isRoastLevel(level) ? level : '',
    sort: sort && SORTS.includes(sort) ? sort : 'newest',
  };
}

/** The inverse of parseGalleryParams, leaving defaults out of the URL. */
export function gallerySearchParams(params: GalleryParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.page > 1) query.set('page', String(params.page));
  if (params.search) query.set('q', params.search);
  if (params.level) query.set('level', params.level);
  if (params.sort !== 'newest') query.set('sort', params.sort);
  return query;
}

/** GET path of one gallery page. */
export function galleryRequestPath(params: GalleryParams): string {
  return withQuery('/api/roasts', {
    page: params.page,
    limit: GALLERY_PAGE_SIZE,
    search: params.search.trim() || undefined,
    level: params.level || undefined,
    sort: params.sort === 'newest' ? undefined : params.sort,
  });
}
