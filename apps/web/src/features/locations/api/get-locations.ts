import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, PageAnswer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/queries/locations';

export interface LocationListFilters {
  page: number;
  search: string;
  /** YYYY-MM-DD, created on or after (at the location). */
  start_date: string;
  end_date: string;
}

/** GET /locations/: one page of the locations in the staff member's scope, newest first. */
export async function getLocations(
  filters: LocationListFilters,
  signal?: AbortSignal,
): Promise<PageAnswer<Location>> {
  const response = await api.get('/locations/', {
    params: { ...filters, search: filters.search.trim(), page_size: 10 },
    signal,
  });
  return answerOf<PageAnswer<Location>>(response);
}

export const locationsQueryOptions = (filters: LocationListFilters) =>
  queryOptions({
    queryKey: locationKeys.list(filters),
    queryFn: ({ signal }) => getLocations(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useLocations = (filters: LocationListFilters) =>
  useQuery(locationsQueryOptions(filters));
