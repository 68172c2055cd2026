import { queryOptions } from '@tanstack/react-query';
import type { ListRoastsResponse } from '@domain/api-schemas';
import { apiRequest } from '../../../lib/api-client';
import { galleryRequestPath, type GalleryParams } from './gallery-request';

export type { GalleryParams } from './gallery-request';

export const galleryQueryOptions = (params: GalleryParams) =>
  queryOptions({
    queryKey: ['roasts', 'gallery', params] as const,
    queryFn: ({ signal }) => apiRequest<ListRoastsResponse>(galleryRequestPath(params), { signal }),
  });
