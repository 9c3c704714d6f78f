import { queryOptions, useQuery } from '@tanstack/react-query';
import { timeOf, type Answer, type FairUseCheck, type FairUseRefusal } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import type { AvailabilityRequest } from './check-availability';
import { locationAvailabilityKey } from './get-day-availability';

/**
 * POST /fair-use-check/: the club's limit the player's booking of the slot would pass, or null.
 * Asked at the time step, so the player is told before choosing a court (the booking checks
 * again).
 */
export async function checkFairUse(
  request: AvailabilityRequest,
  signal?: AbortSignal,
): Promise<FairUseRefusal | null> {
  const response = await api.post(
    '/fair-use-check/',
    {
      location_id: Number(request.locationId),
      booking_date: request.date,
      start_time: timeOf(request.start),
      end_time: timeOf(request.end),
      book_for_four_weeks: request.weekly,
    },
    { signal },
  );
  return answerOf<Answer<FairUseCheck>>(response).refusal;
}

// Under the location's availability: what frees or takes a court there may change the answer.
export const fairUseQueryOptions = (request: AvailabilityRequest) =>
  queryOptions({
    queryKey: [...locationAvailabilityKey(request.locationId), 'fair-use', request],
    queryFn: ({ signal }) => checkFairUse(request, signal),
  });

export const useFairUseCheck = (request: AvailabilityRequest | null) =>
  useQuery({
    ...fairUseQueryOptions(
      request ?? { locationId: '', date: '', start: 0, end: 0, weekly: false },
    ),
    enabled: request !== null,
  });
