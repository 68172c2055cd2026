import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RoastSort } from '../../../../../functions/domain/api-schemas';
import { isRoastLevel } from '../../../../../functions/domain/roast-levels';
import type { GalleryParams } from '../api/gallery';

const SORTS: readonly RoastSort[] = ['newest', 'score_asc', 'score_desc'];

/** Gallery state lives in the URL (shareable, back-button friendly): page, q, level, sort. */
export function useGalleryParams(): [GalleryParams, (next: Partial<GalleryParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<GalleryParams>(() => {
    const page = Number(search.get('page'));
    const level = search.get('level');
    const sort = search.get('sort') as RoastSort | null;
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      search: search.get('q') ?? '',
      level: isRoastLevel(level) ? level : '',
      sort: sort && SORTS.includes(sort) ? sort : 'newest',
    };
  }, [search]);

  const update = useCallback(
    (next: Partial<GalleryParams>) => {
      const merged = { ...params, ...next };
      // Any change other than the page starts again at page 1.
      if (!('page' in next)) merged.page = 1;
      const query = new URLSearchParams();
      if (merged.page > 1) query.set('page', String(merged.page));
      if (merged.search) query.set('q', merged.search);
      if (merged.level) query.set('level', merged.level);
      if (merged.sort !== 'newest') query.set('sort', merged.sort);
      setSearch(query);
    },
    [params, setSearch],
  );
  return [params, update];
}
