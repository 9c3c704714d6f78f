import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLocationOptions } from '../../../lib/queries/locations';
import { reportKeys } from './query-keys';

/** The locations in the staff member's scope, for the location filter. */
export const useReportLocations = () =>
  useQuery(
    queryOptions({
      queryKey: reportKeys.locations,
      queryFn: ({ signal }) => getLocationOptions(signal),
    }),
  );
