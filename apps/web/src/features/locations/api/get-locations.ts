import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, Paginated } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { locationKeys } from './query-keys';

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
): Promise<Paginated<Location>> {
  const response = await api.get<Paginated<Location>>('/locations/', {
    params: { ...filters, search: filters.search.trim(), page_size: 10 },
    signal,
  });
  return dataOrThrow(response);
}

export const locationsQueryOptions = (filters: LocationListFilters) =>
  queryOptions({
    queryKey: locationKeys.list(filters),
    queryFn: ({ signal }) => getLocations(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useLocations = (filters: LocationListFilters) =>
  useQuery(locationsQueryOptions(filters));
