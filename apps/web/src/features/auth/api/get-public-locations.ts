import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicLocation } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

/** GET /all_locations/ (no token): the body is the list. On HTTP 200 it is kept; else none. */
export async function getPublicLocations(signal?: AbortSignal): Promise<PublicLocation[]> {
  const response = await api.get('/all_locations/', { signal });
  if (response.status !== 200) return [];
  const locations = answerOf<PublicLocation[]>(response);
  return Array.isArray(locations) ? locations : [];
}

export const publicLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'public'],
    queryFn: ({ signal }) => getPublicLocations(signal),
    staleTime: 5 * 60_000,
  });

export const usePublicLocations = () => useQuery(publicLocationsQueryOptions());
