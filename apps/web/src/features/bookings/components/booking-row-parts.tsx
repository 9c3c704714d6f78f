import { Link } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import { centsToDecimal, decimalToCents, type Booking } from '@courtbook/shared';
import { formatBookingDate, formatPhone, formatTimeRange, playerName } from './format';
import { formatMoney } from '../../../lib/format-money';

/** The cells shared by the table and the phone cards. */

export function WhenCell({ booking }: { booking: Booking }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {formatBookingDate(booking.booking_date)}
      </Text>
      <Text size="sm" c="dimmed">
        {formatTimeRange(booking)}
      </Text>
    </Stack>
  );
}

export function ContactCell({ booking }: { booking: Booking }) {
  return (
    <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm">{playerName(booking.user)}</Text>
      <Text size="sm" c="dimmed">
        {booking.user.email}
      </Text>
      {booking.user.phone ? (
        <Text size="sm" c="dimmed">
          {formatPhone(booking.user.phone)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** What is charged, and the court fee it is made of (for the whole series, on each of its rows). */
export function PriceCell({ booking }: { booking: Booking }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {formatMoney(booking.on_amount)}
      </Text>
      <Text size="xs" c="dimmed">
        Court fee {formatMoney(booking.total_price)}
      </Text>
      {booking.session_dates.length > 1 ? (
        <Text size="xs" c="dimmed">
          For {booking.session_dates.length} weekly sessions
        </Text>
      ) : null}
    </Stack>
  );
}

/** One session's charge (fee, tax and card fee); a series' total is on its details page. */
export function SessionPriceCell({ booking }: { booking: Booking }) {
  const parts = [booking.fee, booking.tax, booking.cc_fees].map((v) => decimalToCents(v) ?? 0);
  const sessionCents = parts.reduce((sum, cents) => sum + cents, 0);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {formatMoney(centsToDecimal(sessionCents))}
      </Text>
      {booking.session_dates.length > 1 ? (
        <Text size="xs" c="dimmed">
          This session of {booking.session_dates.length} weekly
        </Text>
      ) : null}
    </Stack>
  );
}

export function DetailLink({ booking, href }: { booking: Booking; href: string }) {
  return (
    <Anchor
      component={Link}
      to={href}
      size="sm"
      fw={600}
      aria-label={`View booking ${booking.booking_id}`}
    >
      View
    </Anchor>
  );
}
