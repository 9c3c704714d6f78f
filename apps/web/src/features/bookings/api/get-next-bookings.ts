import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, PageAnswer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

/** How many upcoming bookings a player's home shows. */
export const NEXT_BOOKINGS_COUNT = 3;

/** GET /court-bookings/?type=upcoming&page_size=3: the player's next bookings, soonest first. */
export async function getNextBookings(signal?: AbortSignal): Promise<PageAnswer<Booking>> {
  const response = await api.get('/court-bookings/', {
    params: { type: 'upcoming', page: 1, page_size: NEXT_BOOKINGS_COUNT },
    signal,
  });
  return answerOf<PageAnswer<Booking>>(response);
}

export const nextBookingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.list('mine', { type: 'upcoming', page: 1, next: NEXT_BOOKINGS_COUNT }),
    queryFn: ({ signal }) => getNextBookings(signal),
  });

export const useNextBookings = () => useQuery(nextBookingsQueryOptions());
