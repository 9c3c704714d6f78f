import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, Booking } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/queries/bookings';

/** PUT /court-bookings/{id}/ (staff): confirms the whole series, to be paid at the venue. */
export async function confirmBooking(bookingId: number): Promise<Answer<Booking>> {
  const response = await api.put(`/court-bookings/${bookingId}/`, { status: 'confirmed' });
  return answerOf<Answer<Booking>>(response);
}

export const useConfirmBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    // The booking's status changes in its details and in every list of bookings.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
};
