import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthAvailability, MonthDayState } from '@courtbook/shared';
import { locationAvailabilityKey } from './get-day-availability';
import { getLocationAvailability } from './location-availability';

/** GET /month_availability/ (no token): each date of the month open, closed, full, past, … */
export const getMonthAvailability = (locationId: string, month: string, signal?: AbortSignal) =>
  getLocationAvailability<MonthAvailability>('/month_availability/', locationId, { month }, signal);

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
