import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, Booking } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

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
