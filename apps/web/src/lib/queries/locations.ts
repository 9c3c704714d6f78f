import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, LocationOption, PublicLocation } from '@courtbook/shared';
import { answerOf } from '../api-answer';
import { api } from '../api-client';

/**
 * Cache keys of the locations, read by several features: the staff screens, the booking wizard and
 * the login and search pages. A location or court mutation invalidates `all`: every list of them.
 */
export const locationKeys = {
  all: ['locations'] as const,
  list: (filters: object) => ['locations', 'list', filters] as const,
  detail: (id: number) => ['locations', 'detail', id] as const,
  mine: ['locations', 'mine'] as const,
  public: ['locations', 'public'] as const,
};

/** GET /all_locations/ (no token): where a player books, with its time zone; the body is the list. */
export async function getPublicLocations(signal?: AbortSignal): Promise<PublicLocation[]> {
  const locations = answerOf<PublicLocation[]>(await api.get('/all_locations/', { signal }));
  return Array.isArray(locations) ? locations : [];
}

export const publicLocationsQueryOptions = () =>
  queryOptions({
    queryKey: locationKeys.public,
    queryFn: ({ signal }) => getPublicLocations(signal),
    staleTime: 60_000,
  });

export const usePublicLocations = () => useQuery(publicLocationsQueryOptions());

/** GET /my_location/: the locations in the staff member's scope (every one for a super admin). */
export async function getMyLocations(signal?: AbortSignal): Promise<Location[]> {
  return answerOf<Location[]>(await api.get('/my_location/', { signal }));
}

export const myLocationsQueryOptions = () =>
  queryOptions({
    queryKey: locationKeys.mine,
    queryFn: ({ signal }) => getMyLocations(signal),
    staleTime: 60_000,
  });

export const useMyLocations = () => useQuery(myLocationsQueryOptions());

/**
 * GET /get_locations_byAdmin/: the locations in the staff member's scope, by name, for the staff
 * forms' and filters' pickers (each feature caches them under its own key).
 */
export async function getLocationOptions(signal?: AbortSignal): Promise<LocationOption[]> {
  return answerOf<LocationOption[]>(await api.get('/get_locations_byAdmin/', { signal }));
}
