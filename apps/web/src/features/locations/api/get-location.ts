import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { locationKeys } from './query-keys';

/** GET /locations/{id}/: one location with its courts (and their closures not yet ended). */
export async function getLocation(id: number, signal?: AbortSignal): Promise<LocationDetail> {
  return dataOrThrow(await api.get<LocationDetail>(`/locations/${id}/`, { signal }));
}

export const locationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: locationKeys.detail(id),
    queryFn: ({ signal }) => getLocation(id, signal),
  });

export const useLocation = (id: number) => useQuery(locationQueryOptions(id));
