import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyBookings } from './get-my-bookings';
import { bookingKeys } from '../../../lib/queries/bookings';

/** How many upcoming bookings a player's home shows. */
export const NEXT_BOOKINGS_COUNT = 3;

export const nextBookingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.list('mine', { type: 'upcoming', page: 1, next: NEXT_BOOKINGS_COUNT }),
    // The player's next bookings, soonest first.
    queryFn: ({ signal }) =>
      getMyBookings({ type: 'upcoming', page: 1, pageSize: NEXT_BOOKINGS_COUNT }, signal),
  });

export const useNextBookings = () => useQuery(nextBookingsQueryOptions());
