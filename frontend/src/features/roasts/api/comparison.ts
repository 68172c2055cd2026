import { queryOptions } from '@tanstack/react-query';
import type { RoastComparisonResponse } from '@domain/roast-versions';
import { apiRequest, isNotFound } from '../../../lib/api-client';
import { roastKeys } from './roasts';

/**
 * GET /api/roasts/{id}/comparison: the roast against its previous version. Asked only when
 * the detail names a previousId; a 404 (the earlier version was deleted meanwhile) is not retried.
 */
export const roastComparisonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...roastKeys.detail(id), 'comparison'] as const,
    queryFn: ({ signal }) =>
      apiRequest<RoastComparisonResponse>(`/api/roasts/${encodeURIComponent(id)}/comparison`, { signal }),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  });
