import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLocationOptions } from '../../../lib/queries/locations';
import { membershipKeys } from './query-keys';

/** The locations in the staff member's scope, with their time zone and currency, for the pickers. */
export const planLocationsQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.locations,
    queryFn: ({ signal }) => getLocationOptions(signal),
    staleTime: 60_000,
  });

export const usePlanLocations = () => useQuery(planLocationsQueryOptions());
