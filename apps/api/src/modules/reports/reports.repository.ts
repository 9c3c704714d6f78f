import type { BookingStatus as ShownStatus, PaidBy, ReportCsvQuery } from '@courtbook/shared';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { inLocationScope } from '../../db/scope';
import { bookings, courts, locations, payments, users } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';
import {
  bookingCount,
  matchingRowsCount,
  searchFilter,
  statusFilter,
  talliedForStatus,
} from '../bookings';
import { rowsOf } from '../../db/rows';

/** The bookings a report covers: in scope, at the chosen location, played in the range. */
export interface ReportFilter {
  scope: StaffScope;
  location: number | undefined;
  startDate: string;
  endDate: string;
}

/** The table and CSV filters on top of the report's. */
export interface ReportRowFilter extends ReportFilter {
  search: ReportCsvQuery['search'];
  status: ShownStatus | undefined;
}

/** Where the next batch starts: after this row in (starts_at, id) descending order. */
export interface ReportCursor {
  startsAt: Date;
  id: number;
}

// Both drivers may answer a count or sum as a string or a bigint; cents fit a double exactly.
const toNumber = (value: unknown) => Number(value ?? 0);

const sessionCents = sql`(${bookings.sessionFeeCents} + ${bookings.sessionTaxCents} + ${bookings.sessionCardFeeCents})`;
/**
 * Which revenue figure a session counts in (PAID_BY), given its series' succeeded payment joined
 * as `payments` (one at most: one payment per series). A payment decides, whatever the booking's
 * status (a cancellation without refund kept the money); otherwise only a confirmed booking staff
 * said is paid at the club counts, in its own figure.
 */
const paidBy = sql<PaidBy | null>`case
  when ${payments.provider} = 'local' then 'test'
  when ${payments.id} is not null then 'card'
  when ${bookings.status} = 'confirmed' and ${bookings.paymentDue} = 'venue' then 'club'
end`;
const centsPaidBy = (kind: PaidBy, also?: SQL) =>
  sql`coalesce(sum(${sessionCents}) filter (where ${paidBy} = ${kind}${also ? sql` and ${also}` : sql``}), 0)`;
/**
 * The money figures of a set of sessions, as `revenue`, `venue_revenue` (split into what staff
 * marked paid at the desk and what is still to collect) and `test_revenue`.
 */
const revenueColumns = sql`${centsPaidBy('card')} as revenue,
  ${centsPaidBy('club', sql`${bookings.venuePaidAt} is not null`)} as venue_collected,
  ${centsPaidBy('club', sql`${bookings.venuePaidAt} is null`)} as venue_outstanding,
  ${centsPaidBy('test')} as test_revenue`;
const revenueOf = (row: Record<string, unknown> | undefined) => ({
  cardCents: toNumber(row?.revenue),
  clubCollectedCents: toNumber(row?.venue_collected),
  clubOutstandingCents: toNumber(row?.venue_outstanding),
  testCents: toNumber(row?.test_revenue),
});
export type RevenueCents = ReturnType<typeof revenueOf>;

const minuteOf = (time: SQL | AnyPgColumn) => sql`(extract(epoch from ${time}) / 60)::int`;

const reportRowColumns = {
  id: bookings.id,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  bookedAt: sql<string>`to_char(${bookings.createdAt} at time zone ${locations.timeZone}, 'YYYY-MM-DD HH24:MI')`,
  bookingDate: bookings.bookingDate,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  courtNumber: courts.courtNumber,
  locationId: locations.id,
  locationName: locations.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  country: users.country,
  feeCents: bookings.sessionFeeCents,
  taxCents: bookings.sessionTaxCents,
  cardFeeCents: bookings.sessionCardFeeCents,
  paidBy,
  venuePaidMethod: bookings.venuePaidMethod,
};
export type ReportRow = Awaited<
  ReturnType<ReturnType<typeof createReportsRepository>['rowsAfter']>
>[number];

/** The only SQL behind the reports: a few aggregate queries and keyset-paged rows. */
export function createReportsRepository(db: Database) {
  /** The booking conditions every figure shares (columns of the unaliased `bookings` table). */
  const locationsIn = (filter: ReportFilter, locationId: AnyPgColumn) =>
    and(
      inLocationScope(db, filter.scope, locationId),
      filter.location === undefined ? undefined : eq(locationId, filter.location),
    );
  const bookingsIn = (filter: ReportFilter) =>
    locationsIn(filter, bookings.locationId) ?? sql`true`;

  const paidSeries = sql`left join ${payments} on ${payments.seriesId} = ${bookings.seriesId} and ${payments.status} = 'succeeded'`;

  const rowFilter = (filter: ReportRowFilter, now: Date) =>
    and(
      bookingsIn(filter),
      gte(bookings.bookingDate, filter.startDate),
      lte(bookings.bookingDate, filter.endDate),
      statusFilter(filter.status, now),
      searchFilter(filter.search),
    );

  const paidFor = and(eq(payments.seriesId, bookings.seriesId), eq(payments.status, 'succeeded'));
  const selectRows = () =>
    db
      .select(reportRowColumns)
      .from(bookings)
      .innerJoin(courts, eq(courts.id, bookings.courtId))
      .innerJoin(locations, eq(locations.id, bookings.locationId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(payments, paidFor);
  /** The same rows, each carrying the count of the table they page through. */
  const selectCountedRows = (total: SQL<number>) =>
    db
      .select({ ...reportRowColumns, total })
      .from(bookings)
      .innerJoin(courts, eq(courts.id, bookings.courtId))
      .innerJoin(locations, eq(locations.id, bookings.locationId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(payments, paidFor);

  return {
    /** A location in scope (its time zone), or undefined when it does not exist or is out of scope. */
    async findLocation(scope: StaffScope, id: number) {
      const [row] = await db
        .select({ id: locations.id, timeZone: locations.timeZone })
        .from(locations)
        .where(and(eq(locations.id, id), inLocationScope(db, scope, locations.id)));
      return row;
    },

    async cards(filter: ReportFilter) {
      const [bookingFigures] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select
            count(distinct ${bookings.userId}) filter (where ${bookings.status} = 'confirmed') as players,
            count(*) filter (where ${bookings.status} = 'confirmed') as bookings,
            ${revenueColumns}
          from ${bookings} ${paidSeries}
          where ${bookings.bookingDate} between ${filter.startDate} and ${filter.endDate}
            and ${bookingsIn(filter)}`),
      );
      const courtCount = await db.$count(
        courts,
        and(
          eq(courts.isActive, true),
          inLocationScope(db, filter.scope, courts.locationId),
          filter.location === undefined ? undefined : eq(courts.locationId, filter.location),
        ),
      );
      return {
        players: toNumber(bookingFigures?.players),
        bookings: toNumber(bookingFigures?.bookings),
        courts: courtCount,
        ...revenueOf(bookingFigures),
      };
    },

    /** Every day of the range: confirmed sessions played and the money figures. */
    async byDay(filter: ReportFilter) {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select
            d.day::date::text as date,
            count(${bookings.id}) filter (where ${bookings.status} = 'confirmed') as bookings,
            ${revenueColumns}
          from generate_series(${filter.startDate}::timestamp, ${filter.endDate}::timestamp, interval '1 day') as d(day)
          left join ${bookings} on ${bookings.bookingDate} = d.day::date and ${bookingsIn(filter)}
          ${paidSeries}
          group by d.day
          order by d.day`),
      );
      return rows.map((row) => ({
        date: String(row.date),
        bookings: toNumber(row.bookings),
        ...revenueOf(row),
      }));
    },

    /**
     * Hours 0-23 of the local day: minutes of confirmed sessions within each hour (the filter
     * matters: least/greatest skip nulls, so an hour with no booking would count 60).
     */
    async byHour(filter: ReportFilter) {
      const start = minuteOf(bookings.startTime);
      const end = minuteOf(bookings.endTime);
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select
            h.hour as hour,
            coalesce(sum(least(${end}, (h.hour + 1) * 60) - greatest(${start}, h.hour * 60)) filter (where ${bookings.id} is not null), 0) as minutes
          from generate_series(0, 23) as h(hour)
          left join ${bookings}
            on ${bookings.status} = 'confirmed'
            and ${bookings.bookingDate} between ${filter.startDate} and ${filter.endDate}
            and ${start} < (h.hour + 1) * 60
            and ${end} > h.hour * 60
            and ${bookingsIn(filter)}
          group by h.hour
          order by h.hour`),
      );
      return rows.map((row) => ({ hour: toNumber(row.hour), minutes: toNumber(row.minutes) }));
    },

    /** One page of the report table, newest session first. */
    async page(filter: ReportRowFilter, now: Date, page: { page: number; pageSize: number }) {
      const where = rowFilter(filter, now);
      // A search matches what no tally keeps (names, emails, phones): it counts row by row.
      const total = filter.search
        ? matchingRowsCount(db, where)
        : bookingCount(
            db,
            {
              owner: { locations: (locationId) => locationsIn(filter, locationId) },
              statuses: talliedForStatus(filter.status),
              from: filter.startDate,
              to: filter.endDate,
              where,
            },
            now,
          );
      const rows = await selectCountedRows(total)
        .where(where)
        .orderBy(desc(bookings.startsAt), desc(bookings.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      return countedPage(db, rows, total);
    },

    /** The next batch after `cursor` in the table's order (keyset: no OFFSET, flat cost per batch). */
    rowsAfter(filter: ReportRowFilter, now: Date, cursor: ReportCursor | undefined, limit: number) {
      return selectRows()
        .where(
          and(
            rowFilter(filter, now),
            cursor
              ? sql`(${bookings.startsAt}, ${bookings.id}) < (${cursor.startsAt.toISOString()}::timestamptz, ${cursor.id})`
              : undefined,
          ),
        )
        .orderBy(desc(bookings.startsAt), desc(bookings.id))
        .limit(limit);
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
