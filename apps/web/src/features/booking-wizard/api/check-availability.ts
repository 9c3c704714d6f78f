import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  timeOf,
  type Answer,
  type AvailabilityResult,
  type CourtAvailability,
} from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { locationAvailabilityKey } from './get-day-availability';

export interface AvailabilityRequest {
  locationId: string;
  date: string;
  start: number;
  end: number;
  weekly: boolean;
  /** Only the courts of this sport (a club with several); every court when left out. */
  sport?: string | null;
}

/**
 * POST /check_court_availability/ (no token): every court of the location (or of the sport) that
 * offers the session, booked ones flagged.
 */
export async function checkAvailability(
  request: AvailabilityRequest,
  signal?: AbortSignal,
): Promise<CourtAvailability[]> {
  const response = await api.post(
    '/check_court_availability/',
    {
      location_id: Number(request.locationId),
      date: request.date,
      start_time: timeOf(request.start),
      end_time: timeOf(request.end),
      book_for_four_weeks: request.weekly ? 'True' : 'False',
      ...(request.sport ? { sport: request.sport } : {}),
    },
    { signal },
  );
  return answerOf<Answer<AvailabilityResult>>(response).courts;
}

export const availabilityQueryOptions = (request: AvailabilityRequest) =>
  queryOptions({
    queryKey: [...locationAvailabilityKey(request.locationId), 'courts', request],
    queryFn: ({ signal }) => checkAvailability(request, signal),
  });

export const useAvailability = (request: AvailabilityRequest | null) =>
  useQuery({
    ...availabilityQueryOptions(
      request ?? { locationId: '', date: '', start: 0, end: 0, weekly: false },
    ),
    enabled: request !== null,
  });
