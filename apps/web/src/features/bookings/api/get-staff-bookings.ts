import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BookingListFilters } from './get-my-bookings';
import { getCourtBookings } from './court-bookings';
import { bookingKeys } from '../../../lib/queries/bookings';

/** Staff's My Bookings: one page of every booking in their scope, by tab and search. */
export const staffBookingsQueryOptions = (filters: BookingListFilters) =>
  queryOptions({
    queryKey: bookingKeys.list('staff', filters),
    queryFn: ({ signal }) => getCourtBookings(filters, signal),
    placeholderData: keepPreviousData,
  });
