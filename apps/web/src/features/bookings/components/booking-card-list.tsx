import type { ReactNode } from 'react';
import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { StatusChip } from './status-chip';

interface BookingCardListProps {
  bookings: Booking[];
  caption: string;
  /** The line under the location's name. */
  subtitle: (booking: Booking) => ReactNode;
  /** The rest of a booking's card, below its heading and status. */
  children: (booking: Booking) => ReactNode;
}

/** A list of bookings on a phone: one card a booking, headed by its location and status. */
export function BookingCardList({ bookings, caption, subtitle, children }: BookingCardListProps) {
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
                    {subtitle(booking)}
                  </Text>
                </Stack>
                <Box style={{ flex: 'none' }}>
                  <StatusChip status={booking.status} />
                </Box>
              </Group>
              {children(booking)}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
