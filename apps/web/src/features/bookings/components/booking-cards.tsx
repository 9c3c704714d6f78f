import { courtLabel } from '@courtbook/shared';
import { SimpleGrid } from '@mantine/core';
import { BookingCardList } from './booking-card-list';
import { ContactCell, DetailLink, PriceCell, WhenCell } from './booking-row-parts';
import type { BookingsPageProps } from './bookings-table';
import { HoldActions } from './hold-actions';

/** My Bookings on a phone: the table's columns stacked in one card a booking. */
export function BookingCards({ bookings, caption, detailHref, own }: BookingsPageProps) {
  return (
    <BookingCardList
      bookings={bookings}
      caption={caption}
      subtitle={(booking) => courtLabel(booking.court)}
    >
      {(booking) => (
        <>
          <WhenCell booking={booking} />
          {own ? (
            <PriceCell booking={booking} />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <ContactCell booking={booking} />
              <PriceCell booking={booking} />
            </SimpleGrid>
          )}
          <DetailLink booking={booking} href={detailHref(booking.booking_id)} />
          {own ? <HoldActions booking={booking} size="sm" /> : null}
        </>
      )}
    </BookingCardList>
  );
}
