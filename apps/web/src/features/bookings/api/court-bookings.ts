import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  Booking,
  BookingHistory,
  BookingStatus,
  PageAnswer,
  RefundRequestInput,
  UpdateBookingStatus,
} from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { pageQueryOptions } from '../../../lib/page-query';
import type { CourtBookingsTab } from '../hooks/use-court-booking-filters';
import { BOOKINGS_PAGE_SIZE, type BookingListFilters } from './get-my-bookings';
import { bookingKeys } from '../../../lib/queries/bookings';
import { markBookingPaid } from '../../../lib/queries/mark-paid';

/** The filters of /court-bookings, as GET /get_booking_byadmin/ takes them ('' = any). */
export interface CourtBookingFilters {
  type: CourtBookingsTab;
  page: number;
  search: string;
  location: string;
  status: BookingStatus | '';
  /** YYYY-MM-DD, the booking date, inclusive. */
  start_date: string;
  end_date: string;
}

/** Under bookingKeys.all, so any booking change (here or in My Bookings) refreshes these too. */
export const courtBookingKeys = {
  list: (filters: CourtBookingFilters) => [...bookingKeys.all, 'court-bookings', filters] as const,
  history: (id: number) => [...bookingKeys.all, 'history', id] as const,
};

/**
 * GET /get_booking_byadmin/: a page of 10 of the bookings in the staff member's scope, by the
 * filters of /court-bookings or of staff's My Bookings (tab and search).
 */
export async function getCourtBookings(
  filters: CourtBookingFilters | BookingListFilters,
  signal?: AbortSignal,
): Promise<PageAnswer<Booking>> {
  const response = await api.get('/get_booking_byadmin/', {
    params: { ...filters, page_size: BOOKINGS_PAGE_SIZE },
    signal,
  });
  return answerOf<PageAnswer<Booking>>(response);
}

export const useCourtBookings = (filters: CourtBookingFilters) =>
  useQuery(
    pageQueryOptions(courtBookingKeys.list(filters), (signal) => getCourtBookings(filters, signal)),
  );

/** GET /court-bookings/{id}/history/: who booked, confirmed, cancelled or refunded, and when. */
export async function getBookingHistory(
  id: number,
  signal?: AbortSignal,
): Promise<Answer<BookingHistory>> {
  return answerOf<Answer<BookingHistory>>(
    await api.get(`/court-bookings/${id}/history/`, { signal }),
  );
}

export const bookingHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courtBookingKeys.history(id),
    queryFn: ({ signal }) => getBookingHistory(id, signal),
  });

export const useBookingHistory = (id: number) => useQuery(bookingHistoryQueryOptions(id));

export interface StatusChange {
  id: number;
  body: UpdateBookingStatus;
}

/**
 * PUT /court-bookings/{id}/: confirm the series, or cancel it, the one session or it and the later
 * ones (`scope`); the booking and the message.
 */
export async function updateBookingStatus({ id, body }: StatusChange): Promise<Answer<Booking>> {
  return answerOf<Answer<Booking>>(await api.put(`/court-bookings/${id}/`, body));
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export function useMarkBookingPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBookingPaid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** POST /court-bookings/{id}/refunds/: staff refund part or all of what is left of the card payment. */
export async function refundBooking({
  id,
  body,
}: {
  id: number;
  body: RefundRequestInput;
}): Promise<Answer<Booking>> {
  return answerOf<Answer<Booking>>(await api.post(`/court-bookings/${id}/refunds/`, body));
}

export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
