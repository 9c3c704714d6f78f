import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, type BookingStatus } from '@courtbook/shared';
import type { CourtBookingFilters } from '../api/court-bookings';

export type CourtBookingsTab = 'upcoming' | 'past';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
const readStatus = (value: string | null): BookingStatus | '' =>
  (BOOKING_STATUSES as readonly string[]).includes(value ?? '') ? (value as BookingStatus) : '';
const readDate = (value: string | null): string => (value && DATE.test(value) ? value : '');
const readId = (value: string | null): string => (value && /^\d+$/.test(value) ? value : '');

export type FilterField = 'search' | 'location' | 'status' | 'start_date' | 'end_date';

const URL_KEYS: Record<FilterField, string> = {
  search: 'search',
  location: 'location',
  status: 'status',
  start_date: 'from',
  end_date: 'to',
};

/**
 * The list's state lives in the URL (?tab=, ?page=, ?search=, ?location=, ?status=, ?from=, ?to=):
 * a reload, a shared link or Back from a booking's details keep the view.
 */
export function useCourtBookingFilters() {
  const [params, setParams] = useSearchParams();
  const filters: CourtBookingFilters = {
    type: params.get('tab') === 'past' ? 'past' : 'upcoming',
    page: readPage(params.get('page')),
    search: (params.get('search') ?? '').trim(),
    location: readId(params.get('location')),
    status: readStatus(params.get('status')),
    start_date: readDate(params.get('from')),
    end_date: readDate(params.get('to')),
  };
  const rangeInvalid =
    filters.start_date !== '' && filters.end_date !== '' && filters.start_date > filters.end_date;

  const update = useCallback(
    (changes: Record<string, string>, replace = false) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '') copy.delete(key);
            else copy.set(key, value);
          }
          return copy;
        },
        { replace },
      ),
    [setParams],
  );

  const setTab = useCallback((tab: CourtBookingsTab) => update({ tab, page: '' }), [update]);
  const setPage = useCallback(
    (page: number, replace = false) => update({ page: page > 1 ? String(page) : '' }, replace),
    [update],
  );
  // Typing replaces the history entry: Back should not step through every letter.
  const setFilter = useCallback(
    (field: FilterField, value: string) =>
      update({ [URL_KEYS[field]]: value.trim(), page: '' }, field === 'search'),
    [update],
  );
  const clear = useCallback(
    () => update({ search: '', location: '', status: '', from: '', to: '', page: '' }),
    [update],
  );
  const filtered =
    filters.search !== '' ||
    filters.location !== '' ||
    filters.status !== '' ||
    filters.start_date !== '' ||
    filters.end_date !== '';

  return { filters, rangeInvalid, filtered, setTab, setPage, setFilter, clear };
}
