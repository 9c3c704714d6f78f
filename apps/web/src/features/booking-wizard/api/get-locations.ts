import { queryOptions } from '@tanstack/react-query';
import type { Location, PublicLocation } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

/** GET /all_locations/ (no token): where a player books, with its time zone; the body is the list. */
export async function getPublicLocations(signal?: AbortSignal): Promise<PublicLocation[]> {
  return answerOf<PublicLocation[]>(await api.get('/all_locations/', { signal }));
}

/** GET /my_location/: the locations a staff member manages (every one for a super admin), as a list. */
export async function getMyLocations(signal?: AbortSignal): Promise<Location[]> {
  return answerOf<Location[]>(await api.get('/my_location/', { signal }));
}

export const publicLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['booking-wizard', 'public-locations'],
    queryFn: ({ signal }) => getPublicLocations(signal),
    staleTime: 60_000,
  });

export const myLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['booking-wizard', 'my-locations'],
    queryFn: ({ signal }) => getMyLocations(signal),
    staleTime: 60_000,
  });
