import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyBookings } from './get-my-bookings';
import { bookingKeys } from '../../../lib/queries/bookings';

const LAPSED_PAGE_SIZE = 10;

export const lapsedHoldsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.list('mine', { type: 'lapsed' }),
    // The caller's unpaid holds that ran out in the last day.
    queryFn: ({ signal }) =>
      getMyBookings({ type: 'lapsed', page: 1, pageSize: LAPSED_PAGE_SIZE }, signal),
  });

export const useLapsedHolds = () => useQuery(lapsedHoldsQueryOptions());
