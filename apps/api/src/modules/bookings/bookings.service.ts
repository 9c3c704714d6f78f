import {
  BookingMessages,
  courtBookingCsvCells,
  hasStaffPermission,
  isStaff,
  type BookedLocation,
  type Booking,
  type BookingListQuery,
  type Paginated,
  type StaffBookingCsvQuery,
  type StaffBookingListQuery,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { paginate } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { bookingCalendar } from './booking-calendar';
import { toBookedLocation, toBooking } from './booking-dto';
import { BookingApiMessages } from './bookings.messages';
import type {
  BookingCursor,
  BookingQueriesRepository,
  BookingViewer,
} from './booking-queries.repository';

/** Rows read per query while exporting: memory holds one batch, whatever the export's size. */
const CSV_BATCH_SIZE = 500;

/** Staff who may handle bookings see those of their locations; anyone sees their own. */
export const viewerOf = (actor: StaffActor): BookingViewer => ({
  userId: actor.id,
  staffScope:
    isStaff(actor.userType) &&
    hasStaffPermission(actor.userType, actor.permissions, 'court_bookings')
      ? scopeOf(actor)
      : null,
});

export interface BookingsServiceOptions {
  queries: BookingQueriesRepository;
  now?: () => Date;
}

/** Reading bookings: a player's own, one booking, staff's lists, the series behind a booking. */
export function createBookingsService({ queries, now = () => new Date() }: BookingsServiceOptions) {
  const toPage = (
    found: Awaited<ReturnType<BookingQueriesRepository['listOwn']>>,
    query: { page: number; page_size: number },
    at: Date,
  ): Paginated<Booking> =>
    paginate(
      found.rows.map((row) => toBooking(row, at)),
      found.count,
      query,
    );

  return {
    async listOwn(actor: StaffActor, query: BookingListQuery) {
      const at = now();
      return toPage(await queries.listOwn(actor.id, query, at), query, at);
    },

    async listForStaff(actor: StaffActor, query: StaffBookingListQuery) {
      requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);
      const at = now();
      return toPage(await queries.listForStaff(scopeOf(actor), query, at), query, at);
    },

    /**
     * Staff's list as CSV rows, every page, read in batches; the permission is checked before
     * anything is read (so a refusal is JSON, not a broken download).
     */
    csvForStaff(actor: StaffActor, query: StaffBookingCsvQuery): AsyncIterable<string[]> {
      requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);
      const at = now();
      const scope = scopeOf(actor);
      return (async function* () {
        let cursor: BookingCursor | undefined;
        for (;;) {
          const rows = await queries.staffRowsAfter(scope, query, at, cursor, CSV_BATCH_SIZE);
          for (const row of rows) yield courtBookingCsvCells(toBooking(row, at));
          const last = rows.at(-1);
          if (!last || rows.length < CSV_BATCH_SIZE) return;
          cursor = { startsAt: last.booking.startsAt, id: last.booking.id };
        }
      })();
    },

    /** One booking its player or staff in scope may see; 404 for anyone else. */
    async get(actor: StaffActor, id: number): Promise<Booking> {
      const row = await queries.findVisible(id, viewerOf(actor));
      if (!row) throw AppError.notFound(BookingMessages.bookingNotFound);
      return toBooking(row, now());
    },

    /** Every booking of a series, earliest first; read through `db` (a transaction) when given. */
    async series(seriesId: string, options: { db?: Database } = {}): Promise<Booking[]> {
      const at = now();
      return (await queries.listSeries(seriesId, options.db)).map((row) => toBooking(row, at));
    },

    /**
     * The calendar file of a booking's series, for whoever may see the booking; none for a series
     * cancelled or run out (409), which has no time to keep in a calendar.
     */
    async calendarOf(actor: StaffActor, id: number): Promise<string> {
      const booking = await this.get(actor, id);
      if (booking.status === 'cancelled' || booking.status === 'expired') {
        throw AppError.conflict(BookingMessages.noCalendarWhenCancelled);
      }
      return bookingCalendar(await this.series(booking.series_id));
    },

    async bookedLocations(actor: StaffActor): Promise<BookedLocation[]> {
      return (await queries.bookedLocations(actor.id, now())).map(toBookedLocation);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
