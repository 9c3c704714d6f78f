import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicLocation } from '@courtbook/shared';
import { api } from '../../../lib/api-client';

/** GET /all_locations/ (no token). On HTTP 200 the list is kept; anything else gives none. */
export async function getPublicLocations(signal?: AbortSignal): Promise<PublicLocation[]> {
  const response = await api.get<PublicLocation[] | null>('/all_locations/', { signal });
  return response.status === 200 && Array.isArray(response.data) ? response.data : [];
}

export const publicLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'public'],
    queryFn: ({ signal }) => getPublicLocations(signal),
    staleTime: 5 * 60_000,
  });

export const usePublicLocations = () => useQuery(publicLocationsQueryOptions());
