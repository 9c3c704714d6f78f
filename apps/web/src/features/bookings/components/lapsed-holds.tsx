import { Paper, Stack, Text, Title } from '@mantine/core';
import { LAPSED_HOLD_SHOWN_HOURS } from '@courtbook/shared';
import { useLapsedHolds } from '../api/get-lapsed-holds';
import { formatBookingDate, formatTimeRange } from './format';

/**
 * My Bookings: unpaid holds whose time ran out, apart from the games (they never were one), for
 * a day. Nothing at all when there are none or the list cannot be read: the main list says enough.
 */
export function LapsedHolds() {
  const query = useLapsedHolds();
  const holds = query.data?.results ?? [];
  if (holds.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lapsed-holds-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="lapsed-holds-title">
          Unpaid holds that lapsed
        </Title>
        <Text size="sm" c="dimmed">
          These were not paid in time, so their courts were released and nothing was charged. They
          are listed here for {LAPSED_HOLD_SHOWN_HOURS} hours.
        </Text>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {holds.map((hold) => (
            <Text component="li" size="sm" key={hold.booking_id}>
              {formatBookingDate(hold.booking_date)}, {formatTimeRange(hold)} · Court{' '}
              {hold.court.court_number} · {hold.court.location.name}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
