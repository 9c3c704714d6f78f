import { ValidationMessages } from '@courtbook/shared';
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

/** The search box and date range above a staff list. */
export interface ListFilters {
  search: string;
  /** YYYY-MM-DD, or '' for no bound. */
  startDate: string;
  endDate: string;
}

/** The API's own words for a backwards range, shown on the field before anything is sent. */
export const START_AFTER_END = ValidationMessages.startDateAfterEnd;

/** A date range with the start after the end: the list ignores it and the form says why. */
export const isRangeInvalid = ({ startDate, endDate }: ListFilters): boolean =>
  startDate !== '' && endDate !== '' && startDate > endDate;

/**
 * A staff list's filters and page: a new filter goes back to page 1, the search waits for a pause
 * in typing, and `query` is what the list endpoint takes.
 */
export function useListFilters() {
  const [filters, setFilters] = useState<ListFilters>({ search: '', startDate: '', endDate: '' });
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(filters.search, 300);
  const invalid = isRangeInvalid(filters);
  return {
    filters,
    setFilters: (next: ListFilters) => {
      setFilters(next);
      setPage(1);
    },
    page,
    setPage,
    query: {
      page,
      search: debouncedSearch,
      start_date: invalid ? '' : filters.startDate,
      end_date: invalid ? '' : filters.endDate,
    },
  };
}
