import { Alert, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Booking, BookingHistory } from '@courtbook/shared';
import { BackButton } from '../back-button';
import { BookingAmounts } from '../booking-amounts';
import { DatesFact, Fact, FactsCard } from '../description-list';
import {
  cancelledDates,
  formatClock,
  formatDuration,
  formatPhone,
  paymentMethodLabel,
  playerName,
} from '../format';
import { StatusChip } from '../status-chip';
import { formatCountdown, useHoldCountdown } from '../../../../lib/use-hold-countdown';
import { useBookingHistory } from '../../api/court-bookings';
import { BookingActions } from './booking-actions';
import { BookingActionsScope } from './booking-actions-scope';
import { BookingHistoryList } from './booking-history-list';
import { ReceiptsCard } from '../receipts-card';
import { PAYMENT_STATUS_LABELS, sessionsOf } from './format';
import { deskPaymentText } from '../../../../lib/format-booking';
import { formatMoney } from '../../../../lib/format-money';
import { paths } from '../../../../config/paths';

function HoldNotice({ expiresAt }: { expiresAt: string }) {
  const seconds = useHoldCountdown(expiresAt);
  if (seconds === null) return null;
  return (
    // A timer, not an alert: a live region ticking every second would talk over the page.
    <Alert variant="light" color="yellow" role="timer" icon={<IconClock aria-hidden="true" />}>
      <Text size="sm">
        {seconds > 0 ? (
          <>
            On hold for the player's card payment for{' '}
            <Text span fw={700} ff="monospace">
              {formatCountdown(seconds)}
            </Text>
            . Confirm it to take payment at the club instead.
          </>
        ) : (
          'The hold has lapsed: the court is free again.'
        )}
      </Text>
    </Alert>
  );
}

/** The payment as staff see it: the card payment's own status when there is one. */
function paymentText(booking: Booking, payment: BookingHistory['payment'] | undefined): string {
  if (payment && payment.status !== 'requires_payment') {
    return `Card · ${PAYMENT_STATUS_LABELS[payment.status]} (${formatMoney(payment.amount)})`;
  }
  if (booking.venue_paid) return deskPaymentText(booking.venue_paid);
  if (booking.status === 'cancelled' || booking.status === 'expired') return 'None';
  if (booking.payment_method === 'venue') return 'Pay at the club · not paid yet';
  return paymentMethodLabel(booking.payment_method);
}

interface CourtBookingDetailsProps {
  booking: Booking;
  backHref: string;
}

/** /court-details/{id}: the player, where and when, the amounts, actions and history. */
export function CourtBookingDetails({ booking, backHref }: CourtBookingDetailsProps) {
  const history = useBookingHistory(booking.booking_id);
  const location = booking.court.location;
  const dates = sessionsOf(booking);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Text fw={600}>Booking #{booking.booking_id}</Text>
          <StatusChip status={booking.status} />
        </Group>
        <BookingActionsScope>
          <BookingActions booking={booking} variant="page" />
        </BookingActionsScope>
      </Group>

      {booking.status === 'pending' && booking.hold_expires_at ? (
        <HoldNotice expiresAt={booking.hold_expires_at} />
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <FactsCard title="Player">
          <Fact label="Name">{playerName(booking.user)}</Fact>
          <Fact label="Email">
            {/* A walk-in may have given none. */}
            {booking.user.email ? (
              <Anchor href={`mailto:${booking.user.email}`} size="sm">
                {booking.user.email}
              </Anchor>
            ) : (
              'None given'
            )}
          </Fact>
          <Fact label="Phone">
            {booking.user.phone ? (
              <Anchor href={`tel:${booking.user.phone}`} size="sm">
                {formatPhone(booking.user.phone)}
              </Anchor>
            ) : (
              '—'
            )}
          </Fact>
        </FactsCard>

        <FactsCard title="Court and time">
          <Fact label="Location">{location.name}</Fact>
          <Fact label="Court">Court {booking.court.court_number}</Fact>
          <DatesFact dates={dates} cancelled={cancelledDates(booking)} />
          <Fact label="Time">
            {formatClock(booking.start_time)} – {formatClock(booking.end_time)}
          </Fact>
          <Fact label="Duration">{formatDuration(booking.duration_time)}</Fact>
          {(booking.status === 'pending' || booking.status === 'confirmed') && (
            <Fact label="Another court or time">
              <Anchor
                component={Link}
                to={`${paths.courtSchedule.getHref()}?location=${location.id}&date=${booking.booking_date}&move=${booking.booking_id}`}
              >
                Move on the day sheet
              </Anchor>
            </Fact>
          )}
        </FactsCard>

        <BookingAmounts booking={booking} payment={paymentText(booking, history.data?.payment)} />

        <BookingHistoryList bookingId={booking.booking_id} />

        <ReceiptsCard bookingId={booking.booking_id} />
      </SimpleGrid>

      <Group>
        <BackButton to={backHref} variant="subtle">
          Back to court bookings
        </BackButton>
      </Group>
    </Stack>
  );
}
