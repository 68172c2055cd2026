import { queryOptions } from '@tanstack/react-query';
import type { ListRoastsResponse, RoastSort } from '../../../../../functions/domain/api-schemas';
import { GALLERY_PAGE_SIZE } from '../../../../../functions/domain/limits';
import type { RoastLevel } from '../../../../../functions/domain/roast-levels';
import { apiRequest, withQuery } from '../../../lib/api-client';

export interface GalleryParams {
  page: number;
  search: string;
  level: RoastLevel | '';
  sort: RoastSort;
}

export const galleryQueryOptions = (params: GalleryParams) =>
  queryOptions({
    queryKey: ['roasts', 'gallery', params] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListRoastsResponse>(
        withQuery('/api/roasts', {
          page: params.page,
          limit: GALLERY_PAGE_SIZE,
          search: params.search.trim() || undefined,
          level: params.level || undefined,
          sort: params.sort === 'newest' ? undefined : params.sort,
        }),
        { signal },
      ),
  });
