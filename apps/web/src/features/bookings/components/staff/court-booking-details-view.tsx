import { Link } from 'react-router';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconCalendarQuestion } from '@tabler/icons-react';
import { BookingLoader } from '../booking-loader';
import { CourtBookingDetails } from './court-booking-details';

function NotFound({ backHref }: { backHref: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconCalendarQuestion size={30} stroke={1.6} />
        </ThemeIcon>
        <Text c="dimmed" maw={440}>
          We could not find this booking. The link may be wrong, or the booking is at a location you
          do not manage.
        </Text>
        <Button
          component={Link}
          to={backHref}
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          Back to court bookings
        </Button>
      </Stack>
    </Paper>
  );
}

interface CourtBookingDetailsViewProps {
  /** The URL's id; undefined when it is not a positive whole number. */
  id: number | undefined;
  backHref: string;
}

/** Loads the booking of the URL: skeleton, then the details, "Booking not found" or an error. */
export function CourtBookingDetailsView({ id, backHref }: CourtBookingDetailsViewProps) {
  return (
    <BookingLoader
      id={id}
      title="Court booking details"
      headingSize="h2"
      skeletons={{ count: 2, height: 200 }}
      notFound={<NotFound backHref={backHref} />}
    >
      {(booking) => <CourtBookingDetails booking={booking} backHref={backHref} />}
    </BookingLoader>
  );
}
