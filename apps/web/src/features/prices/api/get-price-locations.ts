import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationOption } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { priceKeys } from './query-keys';

/** GET /get_locations_byAdmin/: the locations in the staff member's scope, by name (the list). */
export async function getPriceLocations(signal?: AbortSignal): Promise<LocationOption[]> {
  return answerOf<LocationOption[]>(await api.get('/get_locations_byAdmin/', { signal }));
}

export const priceLocationsQueryOptions = () =>
  queryOptions({
    queryKey: priceKeys.locations,
    queryFn: ({ signal }) => getPriceLocations(signal),
  });

export const usePriceLocations = () => useQuery(priceLocationsQueryOptions());
