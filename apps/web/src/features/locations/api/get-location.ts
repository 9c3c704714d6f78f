import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, LocationDetail } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/queries/locations';

/** GET /locations/{id}/: one location with its courts (and their closures not yet ended). */
export async function getLocation(
  id: number,
  signal?: AbortSignal,
): Promise<Answer<LocationDetail>> {
  return answerOf<Answer<LocationDetail>>(await api.get(`/locations/${id}/`, { signal }));
}

export const locationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: locationKeys.detail(id),
    queryFn: ({ signal }) => getLocation(id, signal),
  });

export const useLocation = (id: number) => useQuery(locationQueryOptions(id));
