import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { locationKeys } from './query-keys';

/** GET /my_location/: the locations in the staff member's scope, by name; the body is the list. */
export async function getMyLocations(signal?: AbortSignal): Promise<Location[]> {
  return answerOf<Location[]>(await api.get('/my_location/', { signal }));
}

export const myLocationsQueryOptions = () =>
  queryOptions({ queryKey: locationKeys.mine, queryFn: ({ signal }) => getMyLocations(signal) });

export const useMyLocations = () => useQuery(myLocationsQueryOptions());
