import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { gallerySearchParams, parseGalleryParams, type GalleryParams } from '../api/gallery-request';

/** Gallery state lives in the URL (shareable, back-button friendly): page, q, level, sort. */
export function useGalleryParams(): [GalleryParams, (next: Partial<GalleryParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseGalleryParams(search), [search]);

  const update = useCallback(
    (next: Partial<GalleryParams>) => {
      const merged = { ...params, ...next };
      // Any change other than the page starts again at page 1.
      if (!('page' in next)) merged.page = 1;
      setSearch(gallerySearchParams(merged));
    },
    [params, setSearch],
  );
  return [params, update];
}
