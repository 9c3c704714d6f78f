import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, MonthAvailability, MonthDayState } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';
import { locationAvailabilityKey } from './get-day-availability';

/** GET /month_availability/ (no token): each date of the month open, closed, full, past, … */
export async function getMonthAvailability(
  locationId: string,
  month: string,
  signal?: AbortSignal,
): Promise<MonthAvailability> {
  const response = await api.get('/month_availability/', {
    params: { location_id: locationId, month },
    signal,
  });
  return answerOf<Answer<MonthAvailability>>(response);
}

/** Under the location's key: a change announced there refreshes it with the day's queries. */
export const monthAvailabilityQueryOptions = (locationId: string, month: string) =>
  queryOptions({
    queryKey: [...locationAvailabilityKey(locationId), 'month', month],
    queryFn: ({ signal }) => getMonthAvailability(locationId, month, signal),
    select: (answer): Record<string, MonthDayState> =>
      Object.fromEntries(answer.days.map((day) => [day.date, day.state])),
  });

/** Each date of `month` (YYYY-MM) at the location and its state; none without a location. */
export function useMonthAvailability(locationId: string | undefined, month: string) {
  return useQuery({
    ...monthAvailabilityQueryOptions(locationId ?? '', month),
    enabled: locationId !== undefined,
  });
}
