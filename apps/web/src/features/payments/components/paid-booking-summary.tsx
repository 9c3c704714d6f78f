import { courtLabel } from '@courtbook/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { formatBookingDate, formatTimeRange } from '../../../lib/format-booking';
import { formatMoney } from '../../../lib/format-money';

interface PaidBookingSummaryProps {
  booking: Booking;
  /** The amount charged, as the server decided it. */
  amount: string;
  amountLabel: string;
}

/** Where and when the court is booked, and what the card is charged. */
export function PaidBookingSummary({ booking, amount, amountLabel }: PaidBookingSummaryProps) {
  const dates = booking.session_dates.length > 1 ? booking.session_dates : [booking.booking_date];
  const facts: [string, string][] = [
    ['Location', booking.court.location.name],
    ['Court', courtLabel(booking.court)],
    [dates.length > 1 ? 'Dates' : 'Date', dates.map(formatBookingDate).join(', ')],
    ['Time', formatTimeRange(booking)],
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <dl style={{ margin: 0 }}>
          {facts.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="md" wrap="nowrap" py={4}>
              <Text component="dt" c="dimmed" size="sm">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} ta="right">
                {value}
              </Text>
            </Group>
          ))}
        </dl>
        <Group
          justify="space-between"
          pt="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text fw={600}>{amountLabel}</Text>
          <Text fw={700} size="xl" data-testid="amount-to-pay">
            {formatMoney(amount)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
