import type { Answer, Booking } from '@courtbook/shared';
import { answerOf } from '../api-answer';
import { api } from '../api-client';
import { useInvalidatingMutation } from '../mutations';
import { bookingKeys } from './bookings';

/** POST /court-bookings/{id}/release/: the player gives back an unpaid hold (the whole series). */
export async function releaseHold(id: number): Promise<Answer<Booking>> {
  return answerOf<Answer<Booking>>(await api.post(`/court-bookings/${id}/release/`));
}

/** The lists and every booking of the series change: all of `bookingKeys.all`. */
export const useReleaseHold = () => useInvalidatingMutation(releaseHold, bookingKeys.all);
