import { useQuery } from '@tanstack/react-query';
import type { Answer, StaffWaitlistEntry } from '@courtbook/shared';
import { answerOf } from '../api-answer';
import { api } from '../api-client';

/** Cache keys of the waitlist, read by the waitlist feature and the staff day sheet. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  mine: ['waitlist', 'mine'] as const,
  staff: (locationId: number, date: string) => ['waitlist', 'staff', locationId, date] as const,
};

/** How often the day sheet asks again who waits (joins and leaves announce nothing live). */
const STAFF_WAITLIST_POLL_MS = 30_000;

/** GET /court-schedule/waitlist/: a location's open entries on a date (staff). */
async function getStaffWaitlist(
  locationId: number,
  date: string,
  signal?: AbortSignal,
): Promise<StaffWaitlistEntry[]> {
  const answer = answerOf<Answer<{ results: StaffWaitlistEntry[] }>>(
    await api.get('/court-schedule/waitlist/', {
      params: { location_id: locationId, date },
      signal,
    }),
  );
  return answer.results;
}

export const useStaffWaitlist = (locationId: number | null, date: string | null) =>
  useQuery({
    queryKey: waitlistKeys.staff(locationId ?? 0, date ?? ''),
    queryFn: ({ signal }) => getStaffWaitlist(locationId!, date!, signal),
    enabled: locationId !== null && date !== null,
    refetchInterval: STAFF_WAITLIST_POLL_MS,
  });
