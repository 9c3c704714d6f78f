import { useLocation, useParams } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { CourtBookingDetailsView } from '../../features/bookings/components/staff/court-booking-details-view';
import { CourtBookingsList } from '../../features/bookings/components/staff/court-bookings-list';
import { useMyLocations } from '../../lib/queries/locations';

const MAX_ID = 2_147_483_647;

/** The URL's :id as a positive whole number the API can hold, else undefined. */
function useBookingId(): number | undefined {
  const { id = '' } = useParams();
  const value = Number(id);
  return /^\d+$/.test(id) && value >= 1 && value <= MAX_ID ? value : undefined;
}

/** /court-bookings: every booking at the staff member's locations. */
export function CourtBookingsRoute() {
  const locations = useMyLocations();
  const options = (locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }));
  return (
    <Stack gap="lg">
      <PageTitle title="Court bookings" />
      <Stack gap={4}>
        <Title order={1} size="h2">
          Court bookings
        </Title>
        <Text c="dimmed">Every booking at the locations you manage: confirm or cancel them.</Text>
      </Stack>
      <CourtBookingsList locations={{ options, failed: locations.isError }} />
    </Stack>
  );
}

/** /court-details/{id}: one booking for staff; Back returns to the list as it was left. */
export function CourtDetailsRoute() {
  const id = useBookingId();
  const state: unknown = useLocation().state;
  const listSearch =
    typeof state === 'object' && state !== null && 'listSearch' in state
      ? String(state.listSearch)
      : '';
  const backHref = `${paths.courtBookings.getHref()}${listSearch.startsWith('?') ? listSearch : ''}`;
  return <CourtBookingDetailsView key={id} id={id} backHref={backHref} />;
}
