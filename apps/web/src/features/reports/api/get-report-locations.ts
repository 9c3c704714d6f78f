import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationOption } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { reportKeys } from './query-keys';

/** GET /get_locations_byAdmin/: the locations in the staff member's scope, for the picker. */
export async function getReportLocations(signal?: AbortSignal) {
  return dataOrThrow(await api.get<LocationOption[]>('/get_locations_byAdmin/', { signal }));
}

export const useReportLocations = () =>
  useQuery(
    queryOptions({
      queryKey: reportKeys.locations,
      queryFn: ({ signal }) => getReportLocations(signal),
    }),
  );
