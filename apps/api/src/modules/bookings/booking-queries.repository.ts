import type {
  OwnBookingListType,
  StaffBookingCsvQuery,
  StaffBookingListQuery,
} from '@courtbook/shared';
import { and, asc, count, desc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { inLocationScope } from '../../db/scope';
import { bookings, courts, locations, payments, users } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';
import {
  lapsed,
  ownTypeFilter,
  searchFilter,
  statusFilter,
  typeFilter,
} from './booking-filters.repository';
import {
  bookingCount,
  bothOf,
  matchingRowsCount,
  talliedForOwnType,
  talliedForStatus,
  talliedForType,
  type CountRequest,
} from './booking-counts.repository';
import { locationCardColumns } from '../../db/location-rows';

// Raw outer names on purpose: inside the subqueries drizzle's bare column names would resolve to
// the inner alias. One aggregate per row gives the series' dates; no query per booking.
const sessionDates = sql<string>`(
  select string_agg(s.booking_date::text, ',' order by s.starts_at)
  from bookings s where s.series_id = bookings.series_id
)`;

/** Who took the money at the desk, by name (a second reading of users, so a subquery). */
export const venuePaidBy = sql<string | null>`(
  select p.first_name || ' ' || p.last_name from users p where p.id = bookings.venue_paid_by_id
)`;

/** Each session of the series (JSON), earliest first, and whether staff cancelled it. */
const seriesSessions = sql<{ booking_id: number; booking_date: string; cancelled: boolean }[]>`(
  select json_agg(json_build_object(
    'booking_id', s.id, 'booking_date', s.booking_date, 'cancelled', s.status = 'cancelled')
    order by s.starts_at, s.id)
  from bookings s where s.series_id = bookings.series_id
)`;

/** A refund of the series' payment as the subquery below gives it (JSON: times as text). */
export interface RefundColumns {
  amount_cents: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  refunded_at: string;
}

/** The refunds of the series' card payment that went back, oldest first (JSON, one per row). */
const seriesRefunds = sql<RefundColumns[]>`(
  select coalesce(json_agg(json_build_object(
    'amount_cents', r.amount_cents, 'reason', r.reason, 'status', r.status,
    'refunded_at', r.updated_at) order by r.updated_at, r.id), '[]'::json)
  from refunds r where r.series_id = bookings.series_id and r.status = 'succeeded'
)`;

/** Everything a Booking answer shows, from one row and its joins. */
const bookingColumns = {
  booking: bookings,
  courtNumber: courts.courtNumber,
  courtName: courts.name,
  sport: courts.sport,
  location: {
    ...locationCardColumns,
    currency: locations.currency,
  },
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    phone: users.phone,
    email: users.email,
  },
  sessionDates,
  venuePaidBy,
  /** The series' card payment (one a series), if any: what was paid or refunded, and when. */
  seriesSessions,
  refunds: seriesRefunds,
  payment: {
    status: payments.status,
    amountCents: payments.amountCents,
    refundedCents: payments.refundedCents,
    updatedAt: payments.updatedAt,
  },
};

export interface PageRequest {
  type: OwnBookingListType;
  page: number;
  page_size: number;
}

/** Where the next batch of an export starts: after this row in the list's order. */
export interface BookingCursor {
  startsAt: Date;
  id: number;
}

type StaffFilters = Omit<StaffBookingListQuery, 'page' | 'page_size'>;

/** The only SQL that reads bookings as the API shows them. */
export function createBookingQueriesRepository(db: Database) {
  const staffScope = (scope: StaffScope, query: StaffFilters) => (locationId: AnyPgColumn) =>
    and(
      inLocationScope(db, scope, locationId),
      query.location === undefined ? undefined : eq(locationId, query.location),
    );
  /** Staff's list filters: scope, location, type, status, days played and search. */
  const staffWhere = (scope: StaffScope, query: StaffFilters, now: Date) =>
    and(
      staffScope(scope, query)(bookings.locationId),
      typeFilter(query.type, now),
      statusFilter(query.status, now),
      query.start_date ? gte(bookings.bookingDate, query.start_date) : undefined,
      query.end_date ? lte(bookings.bookingDate, query.end_date) : undefined,
      searchFilter(query.search),
    );

  const selectBookings = (through: Database = db) =>
    through
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(courts, eq(courts.id, bookings.courtId))
      .innerJoin(locations, eq(locations.id, bookings.locationId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(payments, eq(payments.seriesId, bookings.seriesId));
  /** The same rows, each carrying the count of the list they page through. */
  const selectCounted = (total: SQL<number>) =>
    db
      .select({ ...bookingColumns, total })
      .from(bookings)
      .innerJoin(courts, eq(courts.id, bookings.courtId))
      .innerJoin(locations, eq(locations.id, bookings.locationId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(payments, eq(payments.seriesId, bookings.seriesId));

  /**
   * A page of the list and its exact length. `tallied` says what the list shows of bookings long
   * over and not yet begun, so those are counted from the tallies (booking-counts.repository.ts);
   * without it (a search, the last day's lapsed holds) every row is counted.
   */
  async function page(
    where: SQL | undefined,
    request: PageRequest,
    now: Date,
    tallied?: Omit<CountRequest, 'where'>,
  ) {
    // Upcoming reads forwards from now; past and all read backwards from the newest.
    const order =
      request.type === 'upcoming'
        ? [asc(bookings.startsAt), asc(bookings.id)]
        : [desc(bookings.startsAt), desc(bookings.id)];
    const total = tallied
      ? bookingCount(db, { ...tallied, where }, now)
      : matchingRowsCount(db, where);
    const rows = await selectCounted(total)
      .where(where)
      .orderBy(...order)
      .limit(request.page_size)
      .offset((request.page - 1) * request.page_size);
    return countedPage(db, rows, total);
  }

  // Every booking made is read back through this: built once, not on each call.
  const seriesQuery = selectBookings()
    .where(eq(bookings.seriesId, sql.placeholder('seriesId')))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .prepare('booking_series');

  /** Who may see a booking: its player, or staff whose scope includes its location. */
  const visibleTo = (viewer: BookingViewer) =>
    viewer.staffScope
      ? or(
          eq(bookings.userId, viewer.userId),
          viewer.staffScope.kind === 'all'
            ? sql`true`
            : inLocationScope(db, viewer.staffScope, bookings.locationId),
        )
      : eq(bookings.userId, viewer.userId);

  return {
    /** One booking the viewer may see; undefined otherwise (so existence is never revealed). */
    async findVisible(id: number, viewer: BookingViewer) {
      const [row] = await selectBookings().where(and(eq(bookings.id, id), visibleTo(viewer)));
      return row;
    },

    /** Every row of a series, earliest first; `through` a transaction to see its changes. */
    listSeries(seriesId: string, through: Database = db) {
      if (through === db) return seriesQuery.execute({ seriesId });
      return selectBookings(through)
        .where(eq(bookings.seriesId, seriesId))
        .orderBy(asc(bookings.startsAt), asc(bookings.id));
    },

    listOwn(userId: number, request: PageRequest, now: Date) {
      const where = and(eq(bookings.userId, userId), ownTypeFilter(request.type, now));
      const statuses = talliedForOwnType(request.type);
      return page(where, request, now, statuses && { owner: { userId }, statuses });
    },

    listForStaff(scope: StaffScope, query: StaffBookingListQuery, now: Date) {
      const inScope = staffScope(scope, query);
      const where = staffWhere(scope, query, now);
      return page(
        where,
        query,
        now,
        query.search
          ? undefined
          : {
              owner: { locations: inScope },
              statuses: bothOf(talliedForType(query.type), talliedForStatus(query.status)),
              from: query.start_date,
              to: query.end_date,
            },
      );
    },

    /**
     * The next batch of staff's list after `cursor`, in the list's order (keyset: no OFFSET, so
     * an export of every page costs the same per batch).
     */
    staffRowsAfter(
      scope: StaffScope,
      query: StaffBookingCsvQuery,
      now: Date,
      cursor: BookingCursor | undefined,
      limit: number,
    ) {
      const forwards = query.type === 'upcoming';
      const after = cursor
        ? sql`(${bookings.startsAt}, ${bookings.id}) ${forwards ? sql`>` : sql`<`} (${cursor.startsAt.toISOString()}::timestamptz, ${cursor.id})`
        : undefined;
      return selectBookings()
        .where(and(staffWhere(scope, query, now), after))
        .orderBy(
          ...(forwards
            ? [asc(bookings.startsAt), asc(bookings.id)]
            : [desc(bookings.startsAt), desc(bookings.id)]),
        )
        .limit(limit);
    },

    /** The locations where a player has bookings (expired holds aside), with how many. */
    bookedLocations(userId: number, now: Date) {
      return db
        .select({ location: bookingColumns.location, bookingsCount: count() })
        .from(bookings)
        .innerJoin(locations, eq(locations.id, bookings.locationId))
        .where(
          and(eq(bookings.userId, userId), ne(bookings.status, 'expired'), sql`not ${lapsed(now)}`),
        )
        .groupBy(locations.id)
        .orderBy(asc(locations.name), asc(locations.id));
    },
  };
}
export type BookingQueriesRepository = ReturnType<typeof createBookingQueriesRepository>;
export type BookingRow = NonNullable<Awaited<ReturnType<BookingQueriesRepository['findVisible']>>>;

export interface BookingViewer {
  userId: number;
  /** Set for staff allowed to read bookings: the locations whose bookings they see. */
  staffScope: StaffScope | null;
}
