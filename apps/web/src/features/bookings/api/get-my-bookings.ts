import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Booking, BookingListType, OwnBookingListType, PageAnswer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/queries/bookings';

export const BOOKINGS_PAGE_SIZE = 10;

export interface BookingListFilters {
  type: BookingListType;
  page: number;
  /** Staff only: player name, email or court number. */
  search?: string;
}

/** A page of the caller's own bookings: any list type, `lapsed` included, any page size. */
export interface OwnBookingsPage {
  type: OwnBookingListType;
  page: number;
  pageSize?: number;
}

/** GET /court-bookings/: one page of the caller's own bookings (10 unless said otherwise). */
export async function getMyBookings(
  { type, page, pageSize = BOOKINGS_PAGE_SIZE }: OwnBookingsPage,
  signal?: AbortSignal,
): Promise<PageAnswer<Booking>> {
  const response = await api.get('/court-bookings/', {
    params: { type, page, page_size: pageSize },
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
