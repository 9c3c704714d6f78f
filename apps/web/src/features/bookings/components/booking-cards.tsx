import { Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import {
  ContactCell,
  DetailLink,
  PriceCell,
  SessionPriceCell,
  WhenCell,
} from './booking-row-parts';
import { HoldActions } from './hold-actions';
import { StatusChip } from './status-chip';

interface BookingCardsProps {
  bookings: Booking[];
  caption: string;
  detailHref: (id: number) => string;
  /** The player's own list: no contact details (they are theirs), each session's price, Pay now. */
  own: boolean;
}

/** My Bookings on a phone: the table's columns stacked in one card a booking. */
export function BookingCards({ bookings, caption, detailHref, own }: BookingCardsProps) {
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
                    Court {booking.court.court_number}
                  </Text>
                </Stack>
                <Box style={{ flex: 'none' }}>
                  <StatusChip status={booking.status} />
                </Box>
              </Group>
              <WhenCell booking={booking} />
              {own ? (
                <SessionPriceCell booking={booking} />
              ) : (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <ContactCell booking={booking} />
                  <PriceCell booking={booking} />
                </SimpleGrid>
              )}
              <DetailLink booking={booking} href={detailHref(booking.booking_id)} />
              {own ? <HoldActions booking={booking} size="sm" /> : null}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
