import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicLocation } from '@courtbook/shared';
import { api } from '../../../lib/api-client';

/** GET /all_locations/ (no token). A failure gives an empty list, as SPEC.md section 8 says. */
export async function getAllLocations(signal?: AbortSignal): Promise<PublicLocation[]> {
  const response = await api.get<PublicLocation[]>('/all_locations/', { signal });
  return response.ok && Array.isArray(response.data) ? response.data : [];
}

export const allLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['all-locations'],
    queryFn: ({ signal }) => getAllLocations(signal),
    staleTime: 60_000,
  });

export const useAllLocations = () => useQuery(allLocationsQueryOptions());
