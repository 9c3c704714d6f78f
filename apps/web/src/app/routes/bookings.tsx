import { useParams } from 'react-router';
import { Container, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useSession, type Session } from '../../lib/session';
import { BookingDetailsView } from '../../features/bookings/components/booking-details-view';
import { BookingsList } from '../../features/bookings/components/bookings-list';
import { WaitlistEntries } from '../../features/waitlist/components/waitlist-entries';
import { bookCourtHref, myBookingsHref } from '../nav-targets';

/** SPEC.md section 2: a superadmin's detail link is /user-booking-detail/{id}, anyone else's /user-booking-details/{id}. */
const detailHrefFor =
  (session: Session) =>
  (id: number): string =>
    session.role === 'superadmin'
      ? paths.staffBookingDetails.getHref(id)
      : paths.userBookingDetails.getHref(id);

const MAX_ID = 2_147_483_647;

/** The URL's :id as a positive whole number the API can hold, else undefined. */
function useBookingId(): number | undefined {
  const { id = '' } = useParams();
  const value = Number(id);
  return /^\d+$/.test(id) && value >= 1 && value <= MAX_ID ? value : undefined;
}

function MyBookingsPage({ scope }: { scope: 'mine' | 'staff' }) {
  const session = useSession();
  return (
    <Container size="xl" py={{ base: 'xl', sm: 48 }}>
      <PageTitle title="My Bookings" />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>My Bookings</Title>
          <Text c="dimmed">
            {scope === 'staff'
              ? 'Every booking at the locations you manage.'
              : 'Your court bookings, upcoming and past.'}
          </Text>
        </Stack>
        <BookingsList
          scope={scope}
          detailHref={detailHrefFor(session)}
          // The header's Book a Court target: the player wizard, or the staff one (which a
          // super admin reaches through /select-location until a location is chosen).
          bookCourtHref={bookCourtHref(session)}
          beside={scope === 'mine' ? <WaitlistEntries /> : null}
        />
      </Stack>
    </Container>
  );
}

/** /user-bookings: a player's own bookings. */
export function UserBookingsRoute() {
  return <MyBookingsPage scope="mine" />;
}

/** /bookings: every booking in the staff member's scope. */
export function StaffBookingsRoute() {
  return <MyBookingsPage scope="staff" />;
}

/** /user-booking-details/{id} (player) and /user-booking-detail/{id} (staff). */
export function BookingDetailsRoute() {
  const session = useSession();
  const id = useBookingId();
  return (
    <Container size="xl" py={{ base: 'xl', sm: 48 }}>
      <BookingDetailsView
        key={id}
        id={id}
        // SPEC.md says REBOOK NOW goes to /user-book-court; staff get /book-court instead, since
        // the player route's guard would send them away.
        bookCourtHref={bookCourtHref(session)}
        backHref={myBookingsHref(session)}
        viewerEmail={session.user?.email}
      />
    </Container>
  );
}
