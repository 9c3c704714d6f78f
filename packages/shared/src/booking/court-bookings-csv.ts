import { centsToDecimal, decimalToCents } from './pricing';
import { StaffBookingListQuerySchema } from './booking-requests';
import type { Booking } from './bookings';
import { localDateTime } from './time-slots';
import type { z } from 'zod';

/** GET /get_booking_byadmin/csv/: the /court-bookings filters (tab as `type`), every page. */
export const StaffBookingCsvQuerySchema = StaffBookingListQuerySchema.omit({
  page: true,
  page_size: true,
});
export type StaffBookingCsvQuery = z.output<typeof StaffBookingCsvQuerySchema>;

/** The court bookings CSV's header row, in column order; amounts are one session's. */
export const COURT_BOOKINGS_CSV_HEADER = [
  'Booking ID',
  'Created at (club time)',
  'Date played',
  'Start',
  'End',
  'Court',
  'Location',
  'Player name',
  'Email',
  'Phone',
  'Status',
  'Paid by',
  'Paid at club',
  'Amount',
  'Tax',
  'Card fee',
  'Total',
] as const;

const PAID_BY = { card: 'card', venue: 'club' } as const;

/** A booking's cells in the header's order. */
export function courtBookingCsvCells(booking: Booking): string[] {
  const timeZone = booking.court.location.time_zone;
  const total = [booking.fee, booking.tax, booking.cc_fees]
    .map((amount) => decimalToCents(amount) ?? 0)
    .reduce((sum, cents) => sum + cents, 0);
  return [
    String(booking.booking_id),
    localDateTime(new Date(booking.created_at), timeZone).replace('T', ' '),
    booking.booking_date,
    booking.start_time.slice(0, 5),
    booking.end_time.slice(0, 5),
    String(booking.court.court_number),
    booking.court.location.name,
    `${booking.user.first_name} ${booking.user.last_name}`.trim(),
    booking.user.email,
    booking.user.phone,
    booking.status,
    booking.payment_method ? PAID_BY[booking.payment_method] : '',
    booking.venue_paid?.method ?? (booking.payment_method === 'venue' ? 'outstanding' : ''),
    booking.fee,
    booking.tax,
    booking.cc_fees,
    centsToDecimal(total),
  ];
}

/** The court bookings CSV's file name: its tab and the day it was made. */
export const courtBookingsCsvFileName = (type: string, today: string) =>
  `court-bookings-${type}-${today}.csv`;
