import { useEffect } from 'react';
import { Button, Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarSearch } from '@tabler/icons-react';
import { BookingsLoading } from '../bookings-loading';
import { BookingsPagination } from '../bookings-pagination';
import { LoadError } from '../load-error';
import { pageCount } from '../pages';
import { useCourtBookings } from '../../api/court-bookings';
import {
  useCourtBookingFilters,
  type CourtBookingsTab,
} from '../../hooks/use-court-booking-filters';
import { CourtBookingCards } from './court-booking-cards';
import { CourtBookingsFilters, type LocationChoices } from './court-bookings-filters';
import { CourtBookingsTable } from './court-bookings-table';

const EMPTY: Record<CourtBookingsTab, { title: string; text: string }> = {
  upcoming: {
    title: 'No upcoming bookings',
    text: 'Bookings still to be played at your locations show up here.',
  },
  past: {
    title: 'No past bookings',
    text: 'Bookings whose time has passed, and lapsed holds, show up here.',
  },
};

function Empty({ title, text, onClear }: { title: string; text: string; onClear?: () => void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconCalendarSearch size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={440}>
          {text}
        </Text>
        {onClear ? (
          <Button variant="light" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /court-bookings: Upcoming / Past tabs, filters, then a page of 10 (cards on a phone). */
export function CourtBookingsList({ locations }: { locations: LocationChoices }) {
  const { filters, rangeInvalid, filtered, setTab, setPage, setFilter, clear } =
    useCourtBookingFilters();
  // An inverted range is shown as an error on the field and not sent.
  const query = useCourtBookings(
    rangeInvalid ? { ...filters, start_date: '', end_date: '' } : filters,
  );
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const rows = query.data?.results ?? [];
  const total = query.data?.count ?? 0;
  const lastPage = pageCount(total);
  const { type, page } = filters;

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
        title="Could not load the bookings"
        error={query.error}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (total === 0 && filtered)
    body = (
      <Empty
        title="No bookings match these filters"
        text="Try another search, location, status or dates."
        onClear={clear}
      />
    );
  else if (total === 0) body = <Empty {...EMPTY[type]} />;
  else
    body = (
      <>
        {phone ? (
          <CourtBookingCards bookings={rows} caption={caption} />
        ) : (
          <CourtBookingsTable bookings={rows} caption={caption} />
        )}
        <BookingsPagination page={page} shown={rows.length} total={total} onChange={setPage} />
      </>
    );

  const content = (
    <Stack gap="md" pt="md">
      <CourtBookingsFilters
        locations={locations}
        filters={filters}
        rangeInvalid={rangeInvalid}
        filtered={filtered}
        onChange={setFilter}
        onClear={clear}
      />
      <Stack
        gap="md"
        aria-busy={query.isFetching}
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {body}
      </Stack>
    </Stack>
  );

  // Both panels stay in the page (each tab controls one), only the active one has content.
  return (
    <Tabs value={type} onChange={(value) => setTab(value === 'past' ? 'past' : 'upcoming')}>
      <Tabs.List aria-label="Which bookings">
        <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
        <Tabs.Tab value="past">Past</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upcoming">{type === 'upcoming' ? content : null}</Tabs.Panel>
      <Tabs.Panel value="past">{type === 'past' ? content : null}</Tabs.Panel>
    </Tabs>
  );
}
