import { localDate, type CreateBookingInput } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { bookings } from '../../src/db/schema';

/** The date `days` after today at a location (YYYY-MM-DD). */
export function daysFromToday(days: number, timeZone = 'America/New_York', now = new Date()) {
  const today = new Date(`${localDate(now, timeZone)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/** A create-booking body; override any field. */
export const bookingBody = (
  values: Pick<CreateBookingInput, 'location' | 'court_id'> & Partial<Record<string, unknown>>,
) => ({
  booking_date: daysFromToday(3),
  start_time: '18:00',
  duration: 1.5,
  book_for_four_weeks: 'False',
  total_price: '0.00',
  ...values,
});

/** Every booking row of a court, oldest first. */
export const bookingRowsOfCourt = (db: Database, courtId: number) =>
  db.select().from(bookings).where(eq(bookings.courtId, courtId)).orderBy(bookings.id);
