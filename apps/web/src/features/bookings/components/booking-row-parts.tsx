import { Link } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
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

/**
 * One session's amount (fee, tax and card fee), on every row of a weekly series alike; the
 * series' total is on its details page, where the series is shown as one.
 */
export function PriceCell({ booking }: { booking: Booking }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {formatMoney(booking.session_amount)}
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
