import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationOption } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { priceKeys } from './query-keys';

/** GET /get_locations_byAdmin/: the locations in the staff member's scope, by name. */
export async function getPriceLocations(signal?: AbortSignal): Promise<LocationOption[]> {
  return dataOrThrow(await api.get<LocationOption[]>('/get_locations_byAdmin/', { signal }));
}

export const priceLocationsQueryOptions = () =>
  queryOptions({
    queryKey: priceKeys.locations,
    queryFn: ({ signal }) => getPriceLocations(signal),
  });

export const usePriceLocations = () => useQuery(priceLocationsQueryOptions());
