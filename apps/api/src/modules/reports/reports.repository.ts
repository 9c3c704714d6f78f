import type { BookingStatus as ShownStatus, PaidBy, ReportCsvQuery } from '@courtbook/shared';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { inLocationScope } from '../../db/scope';
import {
  bookings,
  courtClosures,
  courts,
  locations,
  membershipPlans,
  memberships,
  payments,
  users,
} from '../../db/schema';
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
/** A session counts in one of the money figures (and so in `total_revenue`). */
const countedInRevenue = sql`${paidBy} is not null`;
const centsPaidBy = (kind: PaidBy, amount: SQL, also?: SQL) =>
  sql`coalesce(sum(${amount}) filter (where ${paidBy} = ${kind}${also ? sql` and ${also}` : sql``}), 0)`;
/**
 * The money figures of a set of sessions, as `revenue`, `venue_revenue` (split into what staff
 * marked paid at the desk and what is still to collect) and `test_revenue`: the sum of `amount`
 * (cents) over the sessions each counts.
 */
const revenueColumnsOf = (amount: SQL) => sql`${centsPaidBy('card', amount)} as revenue,
  ${centsPaidBy('club', amount, sql`${bookings.venuePaidAt} is not null`)} as venue_collected,
  ${centsPaidBy('club', amount, sql`${bookings.venuePaidAt} is null`)} as venue_outstanding,
  ${centsPaidBy('test', amount)} as test_revenue`;
const revenueColumns = revenueColumnsOf(sessionCents);
const revenueOf = (row: Record<string, unknown> | undefined) => ({
  cardCents: toNumber(row?.revenue),
  clubCollectedCents: toNumber(row?.venue_collected),
  clubOutstandingCents: toNumber(row?.venue_outstanding),
  testCents: toNumber(row?.test_revenue),
});
export type RevenueCents = ReturnType<typeof revenueOf>;

const minuteOf = (time: SQL | AnyPgColumn) => sql`(extract(epoch from ${time}) / 60)::int`;
const sessionStart = minuteOf(bookings.startTime);
const sessionEnd = minuteOf(bookings.endTime);

/**
 * The sessions that use a court, in every figure of time and count (players, bookings, hours,
 * occupancy): confirmed ones, completed included; holds, expired and cancelled ones are not.
 */
const played = sql`${bookings.status} = 'confirmed'`;

/** Minutes the session (local minutes of its day) shares with the span `from`–`to` of that day. */
const sessionMinutesWithin = (from: SQL, to: SQL) =>
  sql`least(${sessionEnd}, ${to}) - greatest(${sessionStart}, ${from})`;

/**
 * The segments a session was priced by (`fee_lines`), one row each: `period` (null: the court's
 * own fee), `minutes`, and `cents`, its share of the session's fee in proportion to its minutes ×
 * hourly fee. Shares are cut at running totals (the rounded share of everything up to this
 * segment, less the same before it), so a session's shares add up to its fee to the cent. A
 * session booked before periods has no lines: one segment at the court's own fee.
 */
const feeSegments = sql`lateral (
  select
    share.period,
    share.minutes,
    coalesce(
      round(${bookings.sessionFeeCents} * share.upto / nullif(share.total, 0))
        - round(${bookings.sessionFeeCents} * (share.upto - share.weight) / nullif(share.total, 0)),
      0
    ) as cents
  from (
    select
      segment.*,
      sum(segment.weight) over (order by segment.n) as upto,
      sum(segment.weight) over () as total
    from (
      select
        line.n,
        line.value ->> 'period' as period,
        (line.value ->> 'minutes')::int as minutes,
        (line.value ->> 'minutes')::numeric * (line.value ->> 'hourlyFeeCents')::numeric as weight
      from jsonb_array_elements(
        case when jsonb_array_length(${bookings.feeLines}) = 0
          then jsonb_build_array(jsonb_build_object(
            'minutes', ${sessionEnd} - ${sessionStart}, 'hourlyFeeCents', 1))
          else ${bookings.feeLines}
        end
      ) with ordinality as line(value, n)
    ) as segment
  ) as share
) as fee_segment`;

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
  /** The courts a report counts: the active ones at its locations. */
  const reportCourts = (filter: ReportFilter) =>
    and(eq(courts.isActive, true), locationsIn(filter, courts.locationId));

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
            count(distinct ${bookings.userId}) filter (where ${played}) as players,
            count(*) filter (where ${played}) as bookings,
            ${revenueColumns}
          from ${bookings} ${paidSeries}
          where ${bookings.bookingDate} between ${filter.startDate} and ${filter.endDate}
            and ${bookingsIn(filter)}`),
      );
      const courtCount = await db.$count(courts, reportCourts(filter));
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
            count(${bookings.id}) filter (where ${played}) as bookings,
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
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select
            h.hour as hour,
            coalesce(sum(${sessionMinutesWithin(sql`h.hour * 60`, sql`(h.hour + 1) * 60`)}) filter (where ${bookings.id} is not null), 0) as minutes
          from generate_series(0, 23) as h(hour)
          left join ${bookings}
            on ${played}
            and ${bookings.bookingDate} between ${filter.startDate} and ${filter.endDate}
            and ${sessionStart} < (h.hour + 1) * 60
            and ${sessionEnd} > h.hour * 60
            and ${bookingsIn(filter)}
          group by h.hour
          order by h.hour`),
      );
      return rows.map((row) => ({ hour: toNumber(row.hour), minutes: toNumber(row.minutes) }));
    },

    /**
     * The sessions counted in the money figures by the price period of each minute: minutes and
     * money (fees before tax) per period name, the court's own fee (null) first.
     */
    async byPeriod(filter: ReportFilter) {
      const rows = rowsOf<Record<string, unknown> & { period: string | null }>(
        await db.execute(sql`
          select
            fee_segment.period as period,
            sum(fee_segment.minutes) as minutes,
            ${revenueColumnsOf(sql`fee_segment.cents`)}
          from ${bookings} ${paidSeries}
          cross join ${feeSegments}
          where ${bookings.bookingDate} between ${filter.startDate} and ${filter.endDate}
            and ${bookingsIn(filter)}
            and ${countedInRevenue}
          group by fee_segment.period
          order by fee_segment.period nulls first`),
      );
      return rows.map((row) => ({
        period: row.period,
        minutes: toNumber(row.minutes),
        ...revenueOf(row),
      }));
    },

    /**
     * The sessions counted in the money figures by the membership plan that priced them (null:
     * the public price), with their count.
     */
    async byPlan(filter: ReportFilter) {
      const rows = rowsOf<Record<string, unknown> & { plan: string | null }>(
        await db.execute(sql`
          select
            ${membershipPlans.name} as plan,
            count(*) as bookings,
            ${revenueColumns}
          from ${bookings} ${paidSeries}
          left join ${memberships} on ${memberships.id} = ${bookings.membershipId}
          left join ${membershipPlans} on ${membershipPlans.id} = ${memberships.planId}
          where ${bookings.bookingDate} between ${filter.startDate} and ${filter.endDate}
            and ${bookingsIn(filter)}
            and ${countedInRevenue}
          group by ${membershipPlans.name}
          order by ${membershipPlans.name} nulls first`),
      );
      return rows.map((row) => ({
        plan: row.plan,
        bookings: toNumber(row.bookings),
        ...revenueOf(row),
      }));
    },

    /**
     * The sessions counted in the money figures by their court's sport: how many, their minutes
     * (the end of the day is 24:00) and their money.
     */
    async bySport(filter: ReportFilter) {
      const rows = rowsOf<Record<string, unknown> & { sport: string }>(
        await db.execute(sql`
          select
            ${courts.sport} as sport,
            count(*) as bookings,
            coalesce(sum(${sessionEnd} - ${sessionStart}), 0) as minutes,
            ${revenueColumns}
          from ${bookings} ${paidSeries}
          inner join ${courts} on ${courts.id} = ${bookings.courtId}
          where ${bookings.bookingDate} between ${filter.startDate} and ${filter.endDate}
            and ${bookingsIn(filter)}
            and ${countedInRevenue}
          group by ${courts.sport}
          order by ${courts.sport}`),
      );
      return rows.map((row) => ({
        sport: row.sport,
        bookings: toNumber(row.bookings),
        minutes: toNumber(row.minutes),
        ...revenueOf(row),
      }));
    },

    /**
     * Memberships that start within the range, by plan: how many, and what they are priced at
     * (expected revenue: no money is taken for them here).
     */
    async membershipsByPlan(filter: ReportFilter) {
      const rows = await db
        .select({
          plan: membershipPlans.name,
          memberships: sql<number>`count(*)::int`,
          cents: sql<number>`coalesce(sum(${memberships.priceCents}), 0)::int`,
        })
        .from(memberships)
        .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
        .where(
          and(
            gte(memberships.startsOn, filter.startDate),
            lte(memberships.startsOn, filter.endDate),
            locationsIn(filter, membershipPlans.locationId),
          ),
        )
        .groupBy(membershipPlans.name)
        .orderBy(membershipPlans.name);
      return rows.map((row) => ({
        plan: row.plan,
        memberships: toNumber(row.memberships),
        cents: toNumber(row.cents),
      }));
    },

    /**
     * Court minutes open and booked by weekday and local hour over the range, in one query. Each
     * location's open span of every date (its opening hours for that weekday; none at all means
     * open all day) is cut into hours; an hour is open for each active court, less the courts'
     * closures, and booked by the minutes of played sessions within it. Booked minutes never
     * exceed open ones there (a session kept through a closure added later counts only where the
     * court was open); sessions outside the opening hours (since changed) count nowhere.
     */
    async occupancy(filter: ReportFilter) {
      const dayMinute = (field: 'open' | 'close', allDay: number) =>
        sql`case when ${locations.openingHours} = '{}'::jsonb then ${sql.raw(String(allDay))}
          else ${minuteOf(sql`(${locations.openingHours} -> extract(dow from d.day)::int::text ->> ${sql.raw(`'${field}'`)})::time`)} end`;
      const spanRange = sql`tsrange(span.day + span.from_minute * interval '1 minute', span.day + span.to_minute * interval '1 minute')`;
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with report_courts as (
            select ${courts.id} as court_id, ${courts.locationId} as location_id
            from ${courts}
            where ${reportCourts(filter)}
          ),
          location_days as (
            select
              ${locations.id} as location_id,
              counted.courts,
              d.day::date as day,
              ${dayMinute('open', 0)} as opens,
              ${dayMinute('close', 24 * 60)} as closes
            from (select location_id, count(*) as courts from report_courts group by location_id) as counted
            join ${locations} on ${locations.id} = counted.location_id
            cross join generate_series(${filter.startDate}::timestamp, ${filter.endDate}::timestamp, interval '1 day') as d(day)
          ),
          spans as (
            select
              location_days.location_id,
              location_days.courts,
              location_days.day,
              h.hour,
              greatest(location_days.opens, h.hour * 60) as from_minute,
              least(location_days.closes, (h.hour + 1) * 60) as to_minute
            from location_days
            cross join generate_series(location_days.opens / 60, (location_days.closes - 1) / 60) as h(hour)
            where location_days.opens < location_days.closes
          ),
          booked as (
            select span.location_id, span.day, span.hour,
              sum(${sessionMinutesWithin(sql`span.from_minute`, sql`span.to_minute`)}) as minutes
            from spans as span
            join ${bookings}
              on ${bookings.locationId} = span.location_id
              and ${bookings.bookingDate} = span.day
              and ${played}
              and ${sessionStart} < span.to_minute
              and ${sessionEnd} > span.from_minute
            join report_courts on report_courts.court_id = ${bookings.courtId}
            group by span.location_id, span.day, span.hour
          ),
          closures as (
            select
              report_courts.location_id,
              tsrange(
                ${courtClosures.startsAt} at time zone ${locations.timeZone},
                ${courtClosures.endsAt} at time zone ${locations.timeZone}) as local_range
            from ${courtClosures}
            join report_courts on report_courts.court_id = ${courtClosures.courtId}
            join ${locations} on ${locations.id} = report_courts.location_id
          ),
          closed as (
            select span.location_id, span.day, span.hour,
              sum(extract(epoch from upper(${spanRange} * closure.local_range) - lower(${spanRange} * closure.local_range)) / 60) as minutes
            from closures as closure
            cross join generate_series(lower(closure.local_range)::date, upper(closure.local_range)::date, interval '1 day') as c(day)
            join spans as span on span.location_id = closure.location_id and span.day = c.day::date
            where ${spanRange} && closure.local_range
            group by span.location_id, span.day, span.hour
          ),
          hours as (
            select
              extract(dow from span.day)::int as weekday,
              span.hour,
              greatest(span.courts * (span.to_minute - span.from_minute) - coalesce(closed.minutes, 0), 0) as open_minutes,
              coalesce(booked.minutes, 0) as booked_minutes
            from spans as span
            left join booked using (location_id, day, hour)
            left join closed using (location_id, day, hour)
          )
          select
            weekday,
            hour,
            round(sum(open_minutes)) as open_minutes,
            round(sum(least(booked_minutes, open_minutes))) as booked_minutes
          from hours
          group by weekday, hour
          having sum(open_minutes) > 0
          order by weekday, hour`),
      );
      return rows.map((row) => ({
        weekday: toNumber(row.weekday),
        hour: toNumber(row.hour),
        openMinutes: toNumber(row.open_minutes),
        bookedMinutes: toNumber(row.booked_minutes),
      }));
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
