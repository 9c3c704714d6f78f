import type { Answer, Booking } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { bookingKeys } from '../../../lib/queries/bookings';

/** PUT /court-bookings/{id}/ (staff): confirms the whole series, to be paid at the venue. */
export async function confirmBooking(bookingId: number): Promise<Answer<Booking>> {
  const response = await api.put(`/court-bookings/${bookingId}/`, { status: 'confirmed' });
  return answerOf<Answer<Booking>>(response);
}

// The booking's status changes in its details and in every list of bookings.
export const useConfirmBooking = () => useInvalidatingMutation(confirmBooking, bookingKeys.all);
