import { Link } from 'react-router';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconRepeat } from '@tabler/icons-react';
import type { Booking } from '@courtbook/shared';
import { AddToCalendarButton } from './add-to-calendar-button';
import { BackButton } from './back-button';
import { BookingAmounts } from './booking-amounts';
import { DatesFact, Fact, FactsCard } from './description-list';
import { HoldActions } from './hold-actions';
import { ReceiptsCard } from './receipts-card';
import {
  addressLines,
  cancelledDates,
  cancelledNotice,
  formatClock,
  formatDuration,
  hasCalendar,
} from './format';
import { StatusChip } from './status-chip';

interface BookingDetailsProps {
  booking: Booking;
  bookCourtHref: string;
  backHref: string;
  /** The viewer's email: their own unpaid booking offers Pay now and Release hold. */
  viewerEmail?: string | undefined;
}

/** Booking Details: where, when, what it costs, and what to do next. */
export function BookingDetails({
  booking,
  bookCourtHref,
  backHref,
  viewerEmail,
}: BookingDetailsProps) {
  const own =
    viewerEmail !== undefined && viewerEmail.toLowerCase() === booking.user.email.toLowerCase();
  const location = booking.court.location;
  const dates = booking.session_dates.length > 0 ? booking.session_dates : [booking.booking_date];
  const cancelled = cancelledNotice(booking);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text fw={600}>Booking #{booking.booking_id}</Text>
        <StatusChip status={booking.status} />
      </Group>
      {cancelled ? (
        // A note, not an alert: it is what the page is about, not news to interrupt with.
        <Alert role="note" variant="light" color="red" icon={<IconInfoCircle aria-hidden="true" />}>
          <Text size="sm">{cancelled}</Text>
        </Alert>
      ) : null}
      {own ? <HoldActions booking={booking} size="sm" /> : null}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <FactsCard title="Court and location">
          <Fact label="Location">{location.name}</Fact>
          <Fact label="Address">
            {addressLines(location).map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Fact>
          <Fact label="Court">Court {booking.court.court_number}</Fact>
          <Fact label="Booking ID">{booking.booking_id}</Fact>
        </FactsCard>

        <FactsCard title="Date and time">
          <DatesFact dates={dates} cancelled={cancelledDates(booking)} />
          <Fact label="Start time">{formatClock(booking.start_time)}</Fact>
          <Fact label="End time">{formatClock(booking.end_time)}</Fact>
          <Fact label="Duration">{formatDuration(booking.duration_time)}</Fact>
        </FactsCard>

        <BookingAmounts booking={booking} />
      </SimpleGrid>

      <ReceiptsCard bookingId={booking.booking_id} />

      <Group gap="sm">
        {hasCalendar(booking) ? <AddToCalendarButton bookingId={booking.booking_id} /> : null}
        <Button
          component={Link}
          to={bookCourtHref}
          leftSection={<IconRepeat size={18} aria-hidden="true" />}
        >
          REBOOK NOW
        </Button>
        <BackButton to={backHref} variant="subtle">
          Back to My Bookings
        </BackButton>
      </Group>
    </Stack>
  );
}
