import { Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { ContactCell, PriceCell, WhenCell } from '../booking-row-parts';
import { formatDuration } from '../format';
import { StatusChip } from '../status-chip';
import { BookingActions } from './booking-actions';

interface CourtBookingCardsProps {
  bookings: Booking[];
  caption: string;
}

/** /court-bookings on a phone: the table's columns stacked in one card a booking. */
export function CourtBookingCards({ bookings, caption }: CourtBookingCardsProps) {
  return (
    <Stack gap="sm" component="section" aria-label={caption}>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {bookings.map((booking) => (
          <Card key={booking.booking_id} component="li" withBorder padding="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Title order={2} size="h5">
                    {booking.court.location.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    Court {booking.court.court_number} · {formatDuration(booking.duration_time)}
                  </Text>
                </Stack>
                <Box style={{ flex: 'none' }}>
                  <StatusChip status={booking.status} />
                </Box>
              </Group>
              <WhenCell booking={booking} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <ContactCell booking={booking} />
                <PriceCell booking={booking} />
              </SimpleGrid>
              <BookingActions booking={booking} variant="row" />
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
