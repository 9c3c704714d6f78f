import {
  addCalendarDays,
  localDate,
  localInstant,
  type Booking,
  type CreateBookingInput,
  type ApiEnvelope,
} from '@courtbook/shared';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { bookings } from '../../src/db/schema';

/** The date `days` after today at a location (YYYY-MM-DD). */
export function daysFromToday(days: number, timeZone = 'America/New_York', now = new Date()) {
  const today = new Date(`${localDate(now, timeZone)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/** The first date on or after `from` that falls on `weekday` (0 = Sunday). */
export function onWeekday(from: string, weekday: number) {
  const day = new Date(`${from}T00:00:00Z`).getUTCDay();
  return addCalendarDays(from, (weekday - day + 7) % 7);
}

/** Minutes the location's clocks are ahead of UTC at local noon on `date`. */
const offsetAtNoon = (date: string, timeZone: string) =>
  (Date.parse(`${date}T12:00:00Z`) - localInstant(date, 12 * 60, timeZone).getTime()) / 60_000;

/**
 * The first date on or after `from` on which the clocks at `timeZone` change: `forward` in spring,
 * `back` in autumn. Bookings must stay within a horizon, so tests find the next change rather than
 * naming a year.
 */
export function nextClockChange(timeZone: string, direction: 'forward' | 'back', from: string) {
  for (let days = 0; days <= 400; days++) {
    const date = addCalendarDays(from, days);
    const change = offsetAtNoon(date, timeZone) - offsetAtNoon(addCalendarDays(date, -1), timeZone);
    if (direction === 'forward' ? change > 0 : change < 0) return date;
  }
  throw new Error(`no clock change ${direction} in ${timeZone} within 400 days of ${from}`);
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
  return res.json<ApiEnvelope<Booking[]>>().data;
}

/**
 * The player releases every unpaid hold they made, through the API: a player holds one a location
 * at a time, so a test booking for them again starts from none.
 */
export async function releaseHoldsOf(
  app: App,
  db: Database,
  player: { headers: { authorization: string }; user: { id: number } },
): Promise<void> {
  const held = await db
    .selectDistinctOn([bookings.seriesId], { id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, player.user.id),
        eq(bookings.createdById, player.user.id),
        eq(bookings.status, 'pending'),
      ),
    );
  for (const { id } of held) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/court-bookings/${id}/release/`,
      headers: player.headers,
    });
    if (res.statusCode !== 200) throw new Error(`release failed: ${res.statusCode} ${res.body}`);
  }
}
