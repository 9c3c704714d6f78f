import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, PageAnswer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

const LAPSED_PAGE_SIZE = 10;

/** GET /court-bookings/?type=lapsed: the caller's unpaid holds that ran out in the last day. */
export async function getLapsedHolds(signal?: AbortSignal): Promise<PageAnswer<Booking>> {
  const response = await api.get('/court-bookings/', {
    params: { type: 'lapsed', page: 1, page_size: LAPSED_PAGE_SIZE },
    signal,
  });
  return answerOf<PageAnswer<Booking>>(response);
}

export const lapsedHoldsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.list('mine', { type: 'lapsed' }),
    queryFn: ({ signal }) => getLapsedHolds(signal),
  });

export const useLapsedHolds = () => useQuery(lapsedHoldsQueryOptions());
