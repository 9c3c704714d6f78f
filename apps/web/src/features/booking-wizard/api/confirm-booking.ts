import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@courtbook/shared';
import { api } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/api-error';

/** PUT /court-bookings/{id}/ (staff): confirms the whole series, to be paid at the venue. */
export async function confirmBooking(bookingId: number): Promise<{ message: string }> {
  const response = await api.put<Booking | Booking[] | null>(`/court-bookings/${bookingId}/`, {
    status: 'confirmed',
  });
  dataOrThrow(response);
  return { message: response.message };
}

export const useConfirmBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    // Booking lists live in another feature under keys this one does not know: refresh them all.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
