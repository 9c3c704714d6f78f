import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, Booking } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

/** PUT /court-bookings/{id}/ (staff): confirms the whole series, to be paid at the venue. */
export async function confirmBooking(bookingId: number): Promise<Answer<Booking>> {
  const response = await api.put(`/court-bookings/${bookingId}/`, { status: 'confirmed' });
  return answerOf<Answer<Booking>>(response);
}

export const useConfirmBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    // Booking lists live in another feature under keys this one does not know: refresh them all.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
