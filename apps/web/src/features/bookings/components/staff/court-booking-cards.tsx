import { courtLabel } from '@courtbook/shared';
import { SimpleGrid } from '@mantine/core';
import type { Booking } from '@courtbook/shared';
import { BookingCardList } from '../booking-card-list';
import { ContactCell, PriceCell, WhenCell } from '../booking-row-parts';
import { formatDuration } from '../format';
import { BookingActions } from './booking-actions';

interface CourtBookingCardsProps {
  bookings: Booking[];
  caption: string;
}

/** /court-bookings on a phone: the table's columns stacked in one card a booking. */
export function CourtBookingCards({ bookings, caption }: CourtBookingCardsProps) {
  return (
    <BookingCardList
      bookings={bookings}
      caption={caption}
      subtitle={(booking) =>
        `${courtLabel(booking.court)} · ${formatDuration(booking.duration_time)}`
      }
    >
      {(booking) => (
        <>
          <WhenCell booking={booking} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <ContactCell booking={booking} />
            <PriceCell booking={booking} />
          </SimpleGrid>
          <BookingActions booking={booking} variant="row" />
        </>
      )}
    </BookingCardList>
  );
}
