import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Booking, PageAnswer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { BOOKINGS_PAGE_SIZE, type BookingListFilters } from './get-my-bookings';
import { bookingKeys } from '../../../lib/queries/bookings';

/** GET /get_booking_byadmin/: one page of every booking in the staff member's scope. */
export async function getStaffBookings(
  filters: BookingListFilters,
  signal?: AbortSignal,
): Promise<PageAnswer<Booking>> {
  const response = await api.get('/get_booking_byadmin/', {
    params: { ...filters, page_size: BOOKINGS_PAGE_SIZE },
    signal,
  });
  return answerOf<PageAnswer<Booking>>(response);
}

export const staffBookingsQueryOptions = (filters: BookingListFilters) =>
  queryOptions({
    queryKey: bookingKeys.list('staff', filters),
    queryFn: ({ signal }) => getStaffBookings(filters, signal),
    placeholderData: keepPreviousData,
  });
