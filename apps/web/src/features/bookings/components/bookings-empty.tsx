import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { BookingTab } from '../hooks/use-list-params';
import { EmptyState } from './empty-state';

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
    text: 'Bookings whose time has passed, and any the club cancelled, show up here. Ready for your next game?',
  },
};

/** What an empty tab says, with the way to fill it. */
export function BookingsEmpty({ type, bookCourtHref }: BookingsEmptyProps) {
  return (
    <EmptyState icon={IconCalendarPlus} role="status" {...copy[type]}>
      <Button component={Link} to={bookCourtHref} mt="xs">
        Book a Court
      </Button>
    </EmptyState>
  );
}
