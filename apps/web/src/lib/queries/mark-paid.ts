import type { Answer, Booking, MarkPaid } from '@courtbook/shared';
import { answerOf } from '../api-answer';
import { api } from '../api-client';

/**
 * POST /court-bookings/{id}/mark-paid/: a pay-at-club series paid at the desk, cash or card.
 * Asked from Court bookings and from the day sheet; each one's hook refreshes what it shows.
 */
export async function markBookingPaid({
  id,
  body,
}: {
  id: number;
  body: MarkPaid;
}): Promise<Answer<Booking>> {
  return answerOf<Answer<Booking>>(await api.post(`/court-bookings/${id}/mark-paid/`, body));
}
