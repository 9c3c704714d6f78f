import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';
import { paymentKeys } from './query-keys';

/** GET /court-bookings/{id}/: what is being paid for (court, date, time). */
export async function getBooking(id: number, signal?: AbortSignal): Promise<Booking> {
  return dataOrThrow(await api.get<Booking>(`/court-bookings/${id}/`, { signal }));
}

export const bookingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.booking(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });

export const useBookingToPay = (id: number | undefined) =>
  useQuery({ ...bookingQueryOptions(id ?? 0), enabled: id !== undefined });
