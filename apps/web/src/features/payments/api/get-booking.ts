import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, Booking } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** GET /court-bookings/{id}/: what is being paid for (court, date, time). */
export async function getBooking(id: number, signal?: AbortSignal): Promise<Answer<Booking>> {
  return answerOf<Answer<Booking>>(await api.get(`/court-bookings/${id}/`, { signal }));
}

export const bookingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.booking(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });

export const useBookingToPay = (id: number | undefined) =>
  useQuery({ ...bookingQueryOptions(id ?? 0), enabled: id !== undefined });
