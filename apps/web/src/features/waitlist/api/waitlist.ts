import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, JoinWaitlistInput, WaitlistEntry } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/mutations';
import { bookingKeys } from '../../../lib/queries/bookings';
import { waitlistKeys } from '../../../lib/queries/waitlist';

/** How often a signed-in player's page asks whether a court was freed for them. */
export const OFFER_POLL_MS = 15_000;

/** GET /waitlist/: the player's entries still to play. */
async function getMyWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  const answer = answerOf<Answer<{ results: WaitlistEntry[] }>>(
    await api.get('/waitlist/', { signal }),
  );
  return answer.results;
}

/**
 * The player's waitlist entries. While one waits, it is asked again every OFFER_POLL_MS, so an
 * offer shows on whatever page is open (and the entries' places stay true).
 */
export const useMyWaitlist = (enabled = true) =>
  useQuery({
    ...queryOptions({
      queryKey: waitlistKeys.mine,
      queryFn: ({ signal }) => getMyWaitlist(signal),
    }),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.status === 'waiting' || e.status === 'offered')
        ? OFFER_POLL_MS
        : false,
  });

/** POST /waitlist/: join; the answer is the new entry, with its place in line. */
async function joinWaitlist(body: JoinWaitlistInput): Promise<Answer<WaitlistEntry>> {
  return answerOf<Answer<WaitlistEntry>>(await api.post('/waitlist/', body));
}
export const useJoinWaitlist = () => useInvalidatingMutation(joinWaitlist, waitlistKeys.all);

/** DELETE /waitlist/{id}/: leave; a court held for the player goes to the next in line. */
async function leaveWaitlist(id: number): Promise<Answer> {
  return answerOf<Answer>(await api.delete(`/waitlist/${id}/`));
}
export const useLeaveWaitlist = () => useInvalidatingMutation(leaveWaitlist, waitlistKeys.all);

/** POST /waitlist/{id}/take/: the held booking to pay (the club's limits checked again). */
export async function takeOffer(id: number): Promise<Answer<{ booking_id: number }>> {
  return answerOf<Answer<{ booking_id: number }>>(await api.post(`/waitlist/${id}/take/`));
}
export const useTakeOffer = () => useInvalidatingMutation(takeOffer, bookingKeys.all);
