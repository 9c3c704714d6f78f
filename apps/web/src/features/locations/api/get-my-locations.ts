import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { locationKeys } from './query-keys';

/** GET /my_location/: the locations in the staff member's scope, by name. */
export async function getMyLocations(signal?: AbortSignal): Promise<Location[]> {
  return dataOrThrow(await api.get<Location[]>('/my_location/', { signal }));
}

export const myLocationsQueryOptions = () =>
  queryOptions({ queryKey: locationKeys.mine, queryFn: ({ signal }) => getMyLocations(signal) });

export const useMyLocations = () => useQuery(myLocationsQueryOptions());
