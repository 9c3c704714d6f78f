import { useQuery } from '@tanstack/react-query';
import type { Location } from '@courtbook/shared';
import { getPage, pageQueryOptions, type ListQuery } from '../../../lib/page-query';
import { locationKeys } from '../../../lib/queries/locations';

export const LOCATIONS_PAGE_SIZE = 10;

/** Created on or after the start date (at the location). */
export type LocationListFilters = ListQuery;

/** GET /locations/: one page of the locations in the staff member's scope, newest first. */
export const getLocations = (filters: LocationListFilters, signal?: AbortSignal) =>
  getPage<Location>('/locations/', filters, LOCATIONS_PAGE_SIZE, signal);

export const locationsQueryOptions = (filters: LocationListFilters) =>
  pageQueryOptions(locationKeys.list(filters), (signal) => getLocations(filters, signal));

export const useLocations = (filters: LocationListFilters) =>
  useQuery(locationsQueryOptions(filters));
