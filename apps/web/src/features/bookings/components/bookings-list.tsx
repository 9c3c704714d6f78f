import type { ReactNode } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useBookingsPage, type BookingsScope } from '../hooks/use-bookings-page';
import { useListParams, type BookingTab } from '../hooks/use-list-params';
import { BookingCards } from './booking-cards';
import { BookingsEmpty } from './bookings-empty';
import { BookingsSearch } from './bookings-search';
import { BookingsTable } from './bookings-table';
import { LapsedHolds } from './lapsed-holds';
import { PagedBookings } from './paged-bookings';

interface BookingsListProps {
  scope: BookingsScope;
  /** Where a row's detail link goes (SPEC.md section 2: it depends on the role). */
  detailHref: (id: number) => string;
  bookCourtHref: string;
  /** Shown above the player's lapsed holds (their waitlist entries, from the route). */
  beside?: ReactNode;
}

const TABS: { label: string; value: BookingTab }[] = [
  { label: 'Upcoming', value: 'upcoming' },
  { label: 'Past', value: 'past' },
];

/** My Bookings: the Upcoming / Past switch, then a page of 10 as a table (cards on a phone). */
export function BookingsList({ scope, detailHref, bookCourtHref, beside }: BookingsListProps) {
  const { type, page, search, setType, setPage, setSearch } = useListParams();
  const query = useBookingsPage(scope, scope === 'staff' ? { type, page, search } : { type, page });
  const caption = `${type === 'past' ? 'Past' : 'Upcoming'} bookings`;
  const own = scope === 'mine';

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
      <PagedBookings
        query={query}
        page={page}
        setPage={setPage}
        errorTitle="Could not load your bookings"
        empty={
          search !== '' ? (
            <Text c="dimmed" role="status">
              No bookings match “{search}”.
            </Text>
          ) : (
            <BookingsEmpty type={type} bookCourtHref={bookCourtHref} />
          )
        }
      >
        {(rows, phone) =>
          phone ? (
            <BookingCards bookings={rows} caption={caption} detailHref={detailHref} own={own} />
          ) : (
            <BookingsTable bookings={rows} caption={caption} detailHref={detailHref} own={own} />
          )
        }
      </PagedBookings>
      {own ? beside : null}
      {own ? <LapsedHolds /> : null}
    </Stack>
  );
}
