import { queryOptions } from '@tanstack/react-query';
import type { Location, PublicLocation } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';

/** GET /all_locations/ (no token): where a player books, with its time zone. */
export async function getPublicLocations(signal?: AbortSignal): Promise<PublicLocation[]> {
  return dataOrThrow(await api.get<PublicLocation[]>('/all_locations/', { signal })) ?? [];
}

/** GET /my_location/: the locations a staff member manages (every one for a super admin). */
export async function getMyLocations(signal?: AbortSignal): Promise<Location[]> {
  return dataOrThrow(await api.get<Location[]>('/my_location/', { signal })) ?? [];
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
