import { useMutation } from '@tanstack/react-query';
import type { Booking, CreateBookingInput } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { ApiError, dataOrThrow } from '../../../lib/api-error';

/** POST /court-bookings/: one booking, or the four of a weekly series (the first is `data[0]`). */
export async function createBooking(body: CreateBookingInput): Promise<Booking[]> {
  const bookings = dataOrThrow(await api.post<Booking[]>('/court-bookings/', body));
  if (!Array.isArray(bookings) || bookings.length === 0) {
    throw new ApiError('The booking could not be read. Please try again.', 500);
  }
  return bookings;
}

export const useCreateBooking = () => useMutation({ mutationFn: createBooking });
