import { useEffect, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Booking, PageAnswer } from '@courtbook/shared';
import { BookingsLoading } from './bookings-loading';
import { BookingsPagination } from './bookings-pagination';
import { LoadError } from './load-error';
import { pageCount } from './page-window';

interface PagedBookingsProps {
  query: UseQueryResult<PageAnswer<Booking>>;
  page: number;
  setPage: (page: number, replace?: boolean) => void;
  errorTitle: string;
  /** What stands in for a list with no bookings. */
  empty: ReactNode;
  /** The page's bookings: as cards on a phone, as a table on a wider screen. */
  children: (rows: Booking[], phone: boolean) => ReactNode;
}

/** A page of 10 of a bookings list, with its loading, error and empty states and its pager. */
export function PagedBookings({
  query,
  page,
  setPage,
  errorTitle,
  empty,
  children,
}: PagedBookingsProps) {
  // Read at once (no server rendering here), so a phone never flashes the wide table first.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const rows = query.data?.results ?? [];
  const total = query.data?.count ?? 0;
  const lastPage = pageCount(total);

  // A stale link (?page=9 after bookings moved to Past) lands on the last page there is.
  const pastTheEnd = !query.isPlaceholderData && total > 0 && rows.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, true);
  }, [pastTheEnd, lastPage, setPage]);

  let body;
  if (query.isPending) body = <BookingsLoading />;
  else if (query.isError) body = <LoadError title={errorTitle} query={query} />;
  else if (total === 0) body = empty;
  else
    body = (
      <>
        {children(rows, phone)}
        <BookingsPagination page={page} shown={rows.length} total={total} onChange={setPage} />
      </>
    );

  return (
    <Stack
      gap="md"
      aria-busy={query.isFetching}
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
    >
      {body}
    </Stack>
  );
}
