import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicLocation } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

/**
 * GET /all_locations/ (no token): the body is the list, filtered as fetched. A failure gives an
 * empty list, as SPEC.md section 8 says.
 */
export async function getAllLocations(signal?: AbortSignal): Promise<PublicLocation[]> {
  const response = await api.get('/all_locations/', { signal });
  if (!response.ok) return [];
  const locations = answerOf<PublicLocation[]>(response);
  return Array.isArray(locations) ? locations : [];
}

export const allLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['all-locations'],
    queryFn: ({ signal }) => getAllLocations(signal),
    staleTime: 60_000,
  });

export const useAllLocations = () => useQuery(allLocationsQueryOptions());
