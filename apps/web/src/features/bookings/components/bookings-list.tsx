import { useEffect } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useBookingsPage, type BookingsScope } from '../hooks/use-bookings-page';
import { useListParams, type BookingTab } from '../hooks/use-list-params';
import { BookingCards } from './booking-cards';
import { BookingsEmpty } from './bookings-empty';
import { BookingsLoading } from './bookings-loading';
import { BookingsPagination } from './bookings-pagination';
import { BookingsSearch } from './bookings-search';
import { BookingsTable } from './bookings-table';
import { LapsedHolds } from './lapsed-holds';
import { LoadError } from './load-error';
import { pageCount } from './pages';

interface BookingsListProps {
  scope: BookingsScope;
  /** Where a row's detail link goes (SPEC.md section 2: it depends on the role). */
  detailHref: (id: number) => string;
  bookCourtHref: string;
}

const TABS: { label: string; value: BookingTab }[] = [
  { label: 'Upcoming', value: 'upcoming' },
  { label: 'Past', value: 'past' },
];

/** My Bookings: the Upcoming / Past switch, then a page of 10 as a table (cards on a phone). */
export function BookingsList({ scope, detailHref, bookCourtHref }: BookingsListProps) {
  const { type, page, search, setType, setPage, setSearch } = useListParams();
  const query = useBookingsPage(scope, scope === 'staff' ? { type, page, search } : { type, page });
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

  const caption = `${type === 'past' ? 'Past' : 'Upcoming'} bookings`;
  let body;
  if (query.isPending) body = <BookingsLoading />;
  else if (query.isError)
    body = (
      <LoadError
        title="Could not load your bookings"
        error={query.error}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (total === 0 && search !== '')
    body = (
      <Text c="dimmed" role="status">
        No bookings match “{search}”.
      </Text>
    );
  else if (total === 0) body = <BookingsEmpty type={type} bookCourtHref={bookCourtHref} />;
  else
    body = (
      <>
        {phone ? (
          <BookingCards
            bookings={rows}
            caption={caption}
            detailHref={detailHref}
            own={scope === 'mine'}
          />
        ) : (
          <BookingsTable
            bookings={rows}
            caption={caption}
            detailHref={detailHref}
            own={scope === 'mine'}
          />
        )}
        <BookingsPagination page={page} shown={rows.length} total={total} onChange={setPage} />
      </>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          aria-label="Which bookings"
          data={TABS}
          value={type}
          onChange={(value) => setType(value === 'past' ? 'past' : 'upcoming')}
        />
        {scope === 'staff' ? <BookingsSearch value={search} onSearch={setSearch} /> : null}
      </Group>
      <Stack
        gap="md"
        aria-busy={query.isFetching}
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {body}
      </Stack>
      {scope === 'mine' ? <LapsedHolds /> : null}
    </Stack>
  );
}
