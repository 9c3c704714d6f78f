import { Link } from 'react-router';
import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowRight, IconCalendarPlus, IconClock, IconMapPin } from '@tabler/icons-react';
import type { Booking } from '@courtbook/shared';
import { NEXT_BOOKINGS_COUNT, useNextBookings } from '../api/get-next-bookings';
import { formatBookingDate, formatTimeRange } from './format';
import { LoadError } from './load-error';
import { StatusChip } from './status-chip';

interface NextBookingsProps {
  bookCourtHref: string;
  allBookingsHref: string;
  detailHref: (id: number) => string;
}

function NextBookingCard({ booking, href }: { booking: Booking; href: string }) {
  return (
    <Card component="li" withBorder radius="lg" padding="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={700} size="lg" lh={1.3}>
            {formatBookingDate(booking.booking_date)}
          </Text>
          <Box style={{ flex: 'none' }}>
            <StatusChip status={booking.status} />
          </Box>
        </Group>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconClock size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm">{formatTimeRange(booking)}</Text>
        </Group>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {booking.court.location.name}, Court {booking.court.court_number}
          </Text>
        </Group>
        <Anchor
          component={Link}
          to={href}
          size="sm"
          fw={600}
          mt="auto"
          aria-label={`Booking details: ${formatBookingDate(booking.booking_date)}, ${formatTimeRange(booking)}`}
        >
          Booking details
        </Anchor>
      </Stack>
    </Card>
  );
}

/** A player's home: their next few bookings, and the way to book another. */
export function NextBookings({ bookCourtHref, allBookingsHref, detailHref }: NextBookingsProps) {
  const query = useNextBookings();
  const bookButton = (
    <Button
      component={Link}
      to={bookCourtHref}
      leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
    >
      Book a Court
    </Button>
  );

  let body;
  if (query.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy="true">
        <VisuallyHidden role="status">Loading your bookings…</VisuallyHidden>
        {Array.from({ length: NEXT_BOOKINGS_COUNT }, (_, index) => (
          <Skeleton key={index} height={168} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (query.isError) {
    body = <LoadError title="Your bookings could not be loaded" query={query} />;
  } else if (query.data.results.length === 0) {
    body = (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group justify="space-between" gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
              <IconCalendarPlus size={24} stroke={1.7} />
            </ThemeIcon>
            <div>
              <Text fw={700}>No upcoming bookings</Text>
              <Text size="sm" c="dimmed">
                Pick a date and a time, and your next game shows up here.
              </Text>
            </div>
          </Group>
          {bookButton}
        </Group>
      </Paper>
    );
  } else {
    body = (
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {query.data.results.map((booking) => (
          <NextBookingCard
            key={booking.booking_id}
            booking={booking}
            href={detailHref(booking.booking_id)}
          />
        ))}
      </SimpleGrid>
    );
  }

  const hasBookings = query.isSuccess && query.data.results.length > 0;
  return (
    <Box component="section" aria-labelledby="next-bookings-title">
      <Container size="xl" pt={{ base: 32, sm: 48 }}>
        <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
          <Title order={2} id="next-bookings-title">
            Your next bookings
          </Title>
          {hasBookings ? (
            <Anchor component={Link} to={allBookingsHref} fw={600}>
              <Group gap={4} component="span">
                All my bookings <IconArrowRight size={16} aria-hidden="true" />
              </Group>
            </Anchor>
          ) : null}
        </Group>
        {body}
      </Container>
    </Box>
  );
}
