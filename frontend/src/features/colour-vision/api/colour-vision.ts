import { queryOptions } from '@tanstack/react-query';
import type { ColourVisionReport, ColourVisionType } from '@domain/colour-vision';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/roasts/{id}/colour-vision: the previews on offer and what dichromats lose. */
export const colourVisionQueryOptions = (roastId: string) =>
  queryOptions({
    queryKey: ['roasts', 'colour-vision', roastId] as const,
    queryFn: ({ signal }) =>
      apiRequest<ColourVisionReport>(`/api/roasts/${encodeURIComponent(roastId)}/colour-vision`, { signal }),
    // Fixed once the roast is ready: nothing to refetch while the page is open.
    staleTime: Infinity,
  });

/** The preview image of one deficiency (an <img> source, not a query: the browser fetches and caches it). */
export const colourVisionImagePath = (roastId: string, type: ColourVisionType) =>
  `/api/roasts/${encodeURIComponent(roastId)}/colour-vision/${type}`;
