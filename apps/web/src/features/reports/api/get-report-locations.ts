import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationOption } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { reportKeys } from './query-keys';

/** GET /get_locations_byAdmin/: the locations in the staff member's scope, for the picker. */
export async function getReportLocations(signal?: AbortSignal): Promise<LocationOption[]> {
  return answerOf<LocationOption[]>(await api.get('/get_locations_byAdmin/', { signal }));
}

export const useReportLocations = () =>
  useQuery(
    queryOptions({
      queryKey: reportKeys.locations,
      queryFn: ({ signal }) => getReportLocations(signal),
    }),
  );
