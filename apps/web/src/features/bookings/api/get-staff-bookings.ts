import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, Paginated } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { BOOKINGS_PAGE_SIZE, type BookingListFilters } from './get-my-bookings';
import { bookingKeys } from './query-keys';

/** GET /get_booking_byadmin/: one page of every booking in the staff member's scope. */
export async function getStaffBookings(
  filters: BookingListFilters,
  signal?: AbortSignal,
): Promise<Paginated<Booking>> {
  const response = await api.get<Paginated<Booking>>('/get_booking_byadmin/', {
    params: { ...filters, page_size: BOOKINGS_PAGE_SIZE },
    signal,
  });
  return dataOrThrow(response);
}

export const staffBookingsQueryOptions = (filters: BookingListFilters) =>
  queryOptions({
    queryKey: bookingKeys.list('staff', filters),
    queryFn: ({ signal }) => getStaffBookings(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffBookings = (filters: BookingListFilters) =>
  useQuery(staffBookingsQueryOptions(filters));
