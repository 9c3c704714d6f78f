import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answer, CreatedBookings, CreateBookingInput } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { courtScheduleKeys } from './get-court-schedule';

export interface BookFromSheet {
  body: CreateBookingInput;
  /** `club`: confirmed now, to be paid at the club; `card`: held, for a card payment next. */
  payment: 'club' | 'card';
}

/**
 * POST /court-bookings/ for a player or a walk-in, then, to be paid at the club, PUT the booking
 * confirmed. Answers the new booking's id (the first of its series).
 */
export async function bookFromSheet({ body, payment }: BookFromSheet): Promise<number> {
  const { data } = answerOf<Answer<CreatedBookings>>(await api.post('/court-bookings/', body));
  const bookingId = data[0]?.booking_id;
  if (bookingId === undefined) throw new Error('The booking could not be read. Please reload.');
  if (payment === 'club') {
    answerOf(await api.put(`/court-bookings/${bookingId}/`, { status: 'confirmed' }));
  }
  return bookingId;
}

export const useBookFromSheet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookFromSheet,
    onSettled: (_id, _error, { body }) =>
      queryClient.invalidateQueries({
        queryKey: courtScheduleKeys.location(String(body.location)),
      }),
  });
};
