import { Link } from 'react-router';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { BookingTab } from '../hooks/use-list-params';

interface BookingsEmptyProps {
  type: BookingTab;
  bookCourtHref: string;
}

const copy: Record<BookingTab, { title: string; text: string }> = {
  upcoming: {
    title: 'No upcoming bookings',
    text: 'You have nothing booked yet. Pick a date and time, and your court will show up here.',
  },
  past: {
    title: 'No past bookings',
    text: 'Bookings whose time has passed show up here. Ready for your next game?',
  },
};

/** What an empty tab says, with the way to fill it. */
export function BookingsEmpty({ type, bookCourtHref }: BookingsEmptyProps) {
  const { title, text } = copy[type];
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconCalendarPlus size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {text}
        </Text>
        <Button component={Link} to={bookCourtHref} mt="xs">
          Book a Court
        </Button>
      </Stack>
    </Paper>
  );
}
