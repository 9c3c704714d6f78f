import { queryOptions, useQueries } from '@tanstack/react-query';
import type { DayAvailability } from '@courtbook/shared';
import { getLocationAvailability } from './location-availability';

/** GET /day_availability/ (no token): every court of the location, every half hour of the date. */
export const getDayAvailability = (locationId: string, date: string, signal?: AbortSignal) =>
  getLocationAvailability<DayAvailability>('/day_availability/', locationId, { date }, signal);

/** Every query about what the location's courts are doing, for a change at the location to refresh. */
export const locationAvailabilityKey = (locationId: string) =>
  ['booking-wizard', 'location', locationId] as const;

export const dayAvailabilityQueryOptions = (locationId: string, date: string) =>
  queryOptions({
    queryKey: [...locationAvailabilityKey(locationId), 'day', date],
    queryFn: ({ signal }) => getDayAvailability(locationId, date, signal),
  });

/** The days of a booking (one, or four with the weekly option), all or nothing. */
export function useDaysAvailability(locationId: string, dates: readonly string[]) {
  return useQueries({
    queries: dates.map((date) => dayAvailabilityQueryOptions(locationId, date)),
    combine: (results) => ({
      days:
        results.length > 0 && results.every((r) => r.data !== undefined)
          ? results.map((r) => r.data)
          : undefined,
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}
