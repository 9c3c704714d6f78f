import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, Booking } from '@courtbook/shared';
import { answerOf } from '../api-answer';
import { api } from '../api-client';

/**
 * Cache keys of the bookings, read by the bookings, payments and booking-wizard features: a change
 * to a booking invalidates `all` (its lists and its details).
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  /** `mine`: GET /court-bookings/; `staff`: GET /get_booking_byadmin/. */
  list: (scope: 'mine' | 'staff', filters: object) => ['bookings', scope, filters] as const,
  detail: (id: number) => ['bookings', 'detail', id] as const,
};

/** GET /court-bookings/{id}/: the caller's own booking, or one in a staff member's scope. */
export async function getBooking(id: number, signal?: AbortSignal): Promise<Answer<Booking>> {
  return answerOf<Answer<Booking>>(await api.get(`/court-bookings/${id}/`, { signal }));
}

export const bookingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });

export const useBooking = (id: number | undefined) =>
  useQuery({ ...bookingQueryOptions(id ?? 0), enabled: id !== undefined });
