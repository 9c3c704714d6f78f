import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Occupancy, PageAnswer } from '@courtbook/shared';
import { answerOf } from '../../../lib/api-answer';
import { api } from '../../../lib/api-client';

const MAX_PAGES = 10;

/** GET /get_courtbookings/ (no token): when the location's courts are taken on a date. */
export async function getOccupancy(
  locationId: string,
  date: string,
  signal?: AbortSignal,
): Promise<Occupancy[]> {
  const rows: Occupancy[] = [];
  // A busy day can fill more than one page; a handful of pages covers any club.
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await api.get('/get_courtbookings/', {
      params: {
        type: 'all',
        location: locationId,
        start_date: date,
        end_date: date,
        page,
        page_size: 100,
      },
      signal,
    });
    const { results, count } = answerOf<PageAnswer<Occupancy>>(response);
    rows.push(...results);
    if (results.length === 0 || rows.length >= count) break;
  }
  return rows;
}

export const occupancyQueryOptions = (locationId: string, date: string) =>
  queryOptions({
    queryKey: ['booking-wizard', 'occupancy', locationId, date],
    queryFn: ({ signal }) => getOccupancy(locationId, date, signal),
  });

export const useOccupancy = (locationId: string, date: string) =>
  useQuery(occupancyQueryOptions(locationId, date));
