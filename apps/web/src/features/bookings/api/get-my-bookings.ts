import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, BookingListType, PageAnswer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

export const BOOKINGS_PAGE_SIZE = 10;

export interface BookingListFilters {
  type: BookingListType;
  page: number;
  /** Staff only: player name, email or court number. */
  search?: string;
}

/** GET /court-bookings/: one page of the caller's own bookings. */
export async function getMyBookings(
  filters: BookingListFilters,
  signal?: AbortSignal,
): Promise<PageAnswer<Booking>> {
  const response = await api.get('/court-bookings/', {
    params: { type: filters.type, page: filters.page, page_size: BOOKINGS_PAGE_SIZE },
    signal,
  });
  return answerOf<PageAnswer<Booking>>(response);
}

export const myBookingsQueryOptions = (filters: BookingListFilters) =>
  queryOptions({
    queryKey: bookingKeys.list('mine', filters),
    queryFn: ({ signal }) => getMyBookings(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useMyBookings = (filters: BookingListFilters) =>
  useQuery(myBookingsQueryOptions(filters));
