import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconCalendarSearch, IconDownload } from '@tabler/icons-react';
import { errorMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useDownloadCourtBookingsCsv } from '../../api/download-court-bookings-csv';
import { EmptyState } from '../empty-state';
import { PagedBookings } from '../paged-bookings';
import { useCourtBookings } from '../../api/court-bookings';
import {
  useCourtBookingFilters,
  type CourtBookingsTab,
} from '../../hooks/use-court-booking-filters';
import { BookingActionsScope } from './booking-actions-scope';
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

/** /court-bookings: Upcoming / Past tabs, filters, then a page of 10 (cards on a phone). */
export function CourtBookingsList({ locations }: { locations: LocationChoices }) {
  const { filters, rangeInvalid, filtered, setTab, setPage, setFilter, clear } =
    useCourtBookingFilters();
  // An inverted range is shown as an error on the field and not sent.
  const query = useCourtBookings(
    rangeInvalid ? { ...filters, start_date: '', end_date: '' } : filters,
  );
  const { type, page } = filters;
  const caption = `${type === 'past' ? 'Past' : 'Upcoming'} bookings`;
  const download = useDownloadCourtBookingsCsv();
  const exportCsv = () =>
    download.mutate(rangeInvalid ? { ...filters, start_date: '', end_date: '' } : filters, {
      onError: (error) => notify.error(errorMessage(error), 'Export failed'),
    });

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
      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={exportCsv}
          loading={download.isPending}
        >
          Export CSV
        </Button>
      </Group>
      {/* Above the table/cards switch, so an open dialog outlives a change of layout. */}
      <BookingActionsScope>
        <PagedBookings
          query={query}
          page={page}
          setPage={setPage}
          errorTitle="Could not load the bookings"
          empty={
            filtered ? (
              <EmptyState
                icon={IconCalendarSearch}
                role="status"
                title="No bookings match these filters"
                text="Try another search, location, status or dates."
              >
                <Button variant="light" onClick={clear}>
                  Clear filters
                </Button>
              </EmptyState>
            ) : (
              <EmptyState icon={IconCalendarSearch} role="status" {...EMPTY[type]} />
            )
          }
        >
          {(rows, phone) =>
            phone ? (
              <CourtBookingCards bookings={rows} caption={caption} />
            ) : (
              <CourtBookingsTable bookings={rows} caption={caption} />
            )
          }
        </PagedBookings>
      </BookingActionsScope>
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
