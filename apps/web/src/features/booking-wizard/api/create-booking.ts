import { useMutation } from '@tanstack/react-query';
import type { Answer, Booking, CreatedBookings, CreateBookingInput } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** POST /court-bookings/: one booking, or the four of a weekly series (the first is `data[0]`). */
export async function createBooking(body: CreateBookingInput): Promise<Booking[]> {
  const { data: bookings } = answerOf<Answer<CreatedBookings>>(
    await api.post('/court-bookings/', body),
  );
  if (!Array.isArray(bookings) || bookings.length === 0) {
    throw new ApiError('The booking could not be read. Please try again.', 500);
  }
  return bookings;
}

export const useCreateBooking = () => useMutation({ mutationFn: createBooking });
