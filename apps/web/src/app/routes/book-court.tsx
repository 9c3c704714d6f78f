import { useDeferredValue } from 'react';
import { Link, Navigate } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { UserType } from '@courtbook/shared';
import { ChangeClubLink } from '../../components/change-club-link';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { BookingWizard } from '../../features/booking-wizard/components/booking-wizard';
import { WaitlistPrompt } from '../../features/waitlist/components/join-waitlist-modal';
import { useBookingLocation } from '../../features/booking-wizard/hooks/use-booking-location';
import { LocationSearch } from '../../features/locations/components/location-search';
import { isStaffUserType, useSession } from '../../lib/session';
import { saveSelectedLocation } from '../../lib/storage';

function BookCourtPage({ mode }: { mode: 'player' | 'staff' }) {
  const session = useSession();
  const userType = session.user?.user_type;
  // The wizard mounts in a background render that yields to the browser: the location arrives
  // through a store update, which React would otherwise render in one uninterrupted task.
  const where = useDeferredValue(
    useBookingLocation({ mode, selected: session.selectedLocation, userType }),
  );

  // A super admin picks the location first (SPEC.md section 6).
  if (where.status === 'choose' && mode === 'staff') {
    return <Navigate to={paths.selectLocation.getHref()} replace />;
  }

  return (
    <Container size="md" py={{ base: 24, sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Book a Court" />
      <Stack gap="lg">
        <div>
          <Title order={1}>Book a Court</Title>
          {where.status === 'ready' && (
            // A long club name and its Change link wrap on a phone rather than overflow.
            <Group gap={6} mt={6}>
              <IconMapPin size={18} aria-hidden />
              <Text fw={600}>{where.location.name}</Text>
              {mode === 'staff' && userType !== UserType.LocationAdmin && (
                <Anchor component={Link} to={paths.selectLocation.getHref()} size="sm">
                  Change location
                </Anchor>
              )}
              <ChangeClubLink />
            </Group>
          )}
        </div>
        {where.status === 'loading' && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Loading the location…</Text>
          </Group>
        )}
        {where.status === 'error' && (
          // Never a dead end: a club that is gone (deleted, closed for bookings) can be changed.
          <Alert color="red" title="Booking is not possible here" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{where.message}</Text>
              {mode === 'player' ? (
                <Button component={Link} to={paths.userSelectLocation.getHref()} variant="default">
                  Change club
                </Button>
              ) : (
                userType !== UserType.LocationAdmin && (
                  <Button component={Link} to={paths.selectLocation.getHref()} variant="default">
                    Change location
                  </Button>
                )
              )}
            </Stack>
          </Alert>
        )}
        {where.status === 'choose' && (
          // Where a player picks a club when none is chosen yet; Search Court changes it later.
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Text mb="md">Choose the club where you want to play.</Text>
            <LocationSearch
              onContinue={(location) =>
                saveSelectedLocation({ id: location.id, name: location.name })
              }
            />
          </Paper>
        )}
        {where.status === 'ready' && (
          <BookingWizard
            key={where.location.id}
            location={where.location}
            mode={mode}
            canConfirm={mode === 'staff' && isStaffUserType(session)}
            waitlistPrompt={(wish, reason) => (
              <WaitlistPrompt
                key={`${wish.date}-${wish.start}-${wish.durationMinutes}`}
                wish={wish}
                reason={reason}
              />
            )}
          />
        )}
      </Stack>
    </Container>
  );
}

/** /user-book-court (player). */
export const PlayerBookCourtRoute = () => <BookCourtPage mode="player" />;

/** /book-court (staff). */
export const StaffBookCourtRoute = () => <BookCourtPage mode="staff" />;
