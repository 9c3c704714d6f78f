import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  timeOf,
  type Answer,
  type MovedBooking,
  type MoveBookingInput,
  type MovePrice,
} from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { courtScheduleKeys } from './get-court-schedule';

/** Where one session is asked to go: the court, the date, and minutes after midnight. */
export interface SessionTarget {
  courtId: number;
  date: string;
  start: number;
  end: number;
}

const moveBody = (target: SessionTarget): MoveBookingInput => ({
  court_id: target.courtId,
  booking_date: target.date,
  start_time: timeOf(target.start),
  end_time: timeOf(target.end),
});

/** POST /court-bookings/{id}/move-quote/: the new slot's fee against the session's, nothing moved. */
export async function getMovePrice(
  bookingId: number,
  target: SessionTarget,
  signal?: AbortSignal,
): Promise<MovePrice> {
  return answerOf<Answer<MovePrice>>(
    await api.post(`/court-bookings/${bookingId}/move-quote/`, moveBody(target), { signal }),
  );
}

export const useMovePrice = (bookingId: number, target: SessionTarget | null) =>
  useQuery({
    ...queryOptions({
      queryKey: ['court-schedule', 'move-price', bookingId, target] as const,
      queryFn: ({ signal }) => getMovePrice(bookingId, target!, signal),
    }),
    enabled: target !== null,
    // No retry: a refusal (closed then, past) is the answer to show.
    retry: false,
    placeholderData: keepPreviousData,
  });

/** POST /court-bookings/{id}/move/: the session moved; the player is emailed by the server. */
export async function moveSession({
  bookingId,
  target,
}: {
  bookingId: number;
  target: SessionTarget;
}): Promise<MovedBooking> {
  return answerOf<Answer<MovedBooking>>(
    await api.post(`/court-bookings/${bookingId}/move/`, moveBody(target)),
  );
}

export const useMoveSession = (locationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveSession,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: courtScheduleKeys.location(String(locationId)) }),
  });
};
