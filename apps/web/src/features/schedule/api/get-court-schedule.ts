import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, CourtSchedule } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

export const courtScheduleKeys = {
  all: ['court-schedule'] as const,
  location: (locationId: string) => ['court-schedule', locationId] as const,
  day: (locationId: string, date: string) => ['court-schedule', locationId, date] as const,
};

/** GET /court_schedule/: a location's courts and half hours on a date, with who holds them. */
export async function getCourtSchedule(
  locationId: string,
  date: string,
  signal?: AbortSignal,
): Promise<CourtSchedule> {
  return answerOf<Answer<CourtSchedule>>(
    await api.get('/court_schedule/', { params: { location_id: locationId, date }, signal }),
  );
}

export const courtScheduleQuery = (locationId: string, date: string) =>
  queryOptions({
    queryKey: courtScheduleKeys.day(locationId, date),
    queryFn: ({ signal }) => getCourtSchedule(locationId, date, signal),
    // Day forward or back keeps the last sheet on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useCourtSchedule = (locationId: string | null, date: string) =>
  useQuery({ ...courtScheduleQuery(locationId ?? '', date), enabled: locationId !== null });
