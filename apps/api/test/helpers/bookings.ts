import { localDate, type Booking, type CreateBookingInput } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
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

/** Books through the API and answers the created bookings (fails the test on anything but 201). */
export async function book(
  app: App,
  headers: { authorization: string },
  body: Parameters<typeof bookingBody>[0],
): Promise<Booking[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/court-bookings/',
    headers,
    payload: bookingBody(body),
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Booking[];
}
