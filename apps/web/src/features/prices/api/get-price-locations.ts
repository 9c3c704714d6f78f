import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLocationOptions } from '../../../lib/queries/locations';
import { priceKeys } from './query-keys';

/** The locations in the staff member's scope, by name, for the location picker. */
export const priceLocationsQueryOptions = () =>
  queryOptions({
    queryKey: priceKeys.locations,
    queryFn: ({ signal }) => getLocationOptions(signal),
  });

export const usePriceLocations = () => useQuery(priceLocationsQueryOptions());
