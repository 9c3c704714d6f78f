import {
  addCalendarDays,
  type BookingListType,
  type OwnBookingListType,
  type StaffBookingListQuery,
} from '@courtbook/shared';
import { and, count, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { countOf } from '../../db/counted-page';
import {
  bookings,
  bookingTallies,
  bookingTallyChanges,
  courts,
  locations,
  users,
  type TallyStatus,
} from '../../db/schema';
import { countZones, tallyPeriods, type DateRange } from './tally-periods';

/** Whose bookings a count is of: one player's, or those of the locations a condition keeps. */
export type TallyOwner =
  { userId: number } | { locations: (locationId: AnyPgColumn) => SQL | undefined };

/** What a list shows, by tally status, of the bookings long over and of those not yet begun. */
export interface TalliedStatuses {
  settled: readonly TallyStatus[];
  /** Never 'held': a hold not yet begun may still run out, so those are counted row by row. */
  future: readonly TallyStatus[];
}

export interface CountRequest {
  owner: TallyOwner;
  statuses: TalliedStatuses;
  /** The list's own range of days of play, if it has one. */
  from?: string;
  to?: string;
  /** The list's own row filter, on the bookings table alone (no joins). */
  where: SQL | undefined;
}

const dayRange = (column: AnyPgColumn, [from, to]: DateRange) =>
  and(
    from === undefined ? undefined : gte(column, from),
    to === undefined ? undefined : lte(column, to),
  );

const latest = (a: string | undefined, b: string) => (a !== undefined && a > b ? a : b);
const earliest = (a: string | undefined, b: string) => (a !== undefined && a < b ? a : b);
const midnight = (date: string) => `${date}T00:00:00Z`;

/**
 * An exact count of a long list, whatever the history's length. Bookings long over, and those
 * not yet begun (bar their holds), come from the tallies (a few dozen month and day rows) and the
 * changes not yet folded into them; the few days around today, and holds not yet begun, are
 * counted row by row. One expression, so one snapshot: a booking is counted once.
 */
export function bookingCount(db: Database, request: CountRequest, now: Date): SQL<number> {
  const { liveFrom, futureFrom } = countZones(now);
  // The instants bound the days whatever the time zone (local days start at most 14 hours from
  // UTC's), so the row-by-row parts use the indexes that lead with starts_at.
  const liveDays = and(
    gte(bookings.bookingDate, liveFrom),
    lt(bookings.bookingDate, futureFrom),
    sql`${bookings.startsAt} >= ${midnight(addCalendarDays(liveFrom, -1))}::timestamptz`,
    sql`${bookings.startsAt} < ${midnight(addCalendarDays(futureFrom, 1))}::timestamptz`,
  )!;
  const futureHolds = and(
    gte(bookings.bookingDate, futureFrom),
    sql`${bookings.startsAt} >= ${midnight(addCalendarDays(futureFrom, -1))}::timestamptz`,
    // Written out, not a parameter: a prepared statement then still matches the partial index
    // on pending holds (a parameter could be any status).
    sql`${bookings.status} = 'pending'`,
    isNotNull(bookings.holdExpiresAt),
  )!;
  const countRows = (rows: SQL) =>
    sql`(${db.select({ value: count() }).from(bookings).where(and(request.where, rows))})`;
  const parts: SQL[] = [countRows(liveDays), countRows(futureHolds)];

  const { owner, statuses, from, to } = request;
  const zones = [
    {
      statuses: statuses.settled,
      periods: tallyPeriods(from, earliest(to, addCalendarDays(liveFrom, -1))),
      days: lt(bookingTallyChanges.bookingDate, liveFrom),
    },
    {
      statuses: statuses.future,
      periods: tallyPeriods(latest(from, futureFrom), to),
      days: gte(bookingTallyChanges.bookingDate, futureFrom),
    },
  ].filter((zone) => zone.periods && zone.statuses.length > 0);
  if (zones.length > 0) {
    const tallyOwner =
      'userId' in owner
        ? and(eq(bookingTallies.locationId, 0), eq(bookingTallies.userId, owner.userId))
        : and(owner.locations(bookingTallies.locationId), eq(bookingTallies.userId, 0));
    const changeOwner =
      'userId' in owner
        ? eq(bookingTallyChanges.userId, owner.userId)
        : owner.locations(bookingTallyChanges.locationId);
    const tallied = or(
      ...zones.map(({ statuses: shown, periods }) =>
        and(
          inArray(bookingTallies.status, [...shown]),
          or(
            periods!.months &&
              and(eq(bookingTallies.grain, 'm'), dayRange(bookingTallies.period, periods!.months)),
            ...periods!.days.map((days) =>
              and(eq(bookingTallies.grain, 'd'), dayRange(bookingTallies.period, days)),
            ),
          ),
        ),
      ),
    );
    const changed = or(
      ...zones.map(({ statuses: shown, days }) =>
        and(inArray(bookingTallyChanges.status, [...shown]), days),
      ),
    );
    parts.push(
      sql`(select coalesce(sum(${bookingTallies.bookings}), 0) from ${bookingTallies}
           where ${and(tallyOwner, tallied)})`,
      sql`(select coalesce(sum(${bookingTallyChanges.change}), 0) from ${bookingTallyChanges}
           where ${and(changeOwner, changed, dayRange(bookingTallyChanges.bookingDate, [from, to]))})`,
    );
  }
  return countOf(sql.join(parts, sql` + `));
}

/**
 * Counts the rows a filter keeps, one by one: for a search, which matches names and numbers no
 * tally keeps. Every booking has its court, player and location, so joining all three (for the
 * filter to read) changes no count.
 */
export function matchingRowsCount(db: Database, where: SQL | undefined): SQL<number> {
  const counted = db
    .select({ value: count() })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(where);
  return countOf(counted);
}

/** Moves the changes booking rows appended into the tallies (any process, any time). */
export async function foldTallyChanges(db: Database): Promise<void> {
  await db.execute(sql`select fold_booking_tally_changes()`);
}

// What each list's row filters (booking-filters.repository.ts) leave of a booking once time no
// longer changes its status: long over (every hold run out, every confirmed booking completed),
// or not yet begun (not ended, nothing completed; holds are counted row by row).
const OVER: readonly TallyStatus[] = ['pending', 'held', 'confirmed', 'cancelled', 'expired'];
const NOT_BEGUN: readonly TallyStatus[] = ['pending', 'confirmed', 'cancelled', 'expired'];
const LIVE: readonly TallyStatus[] = ['pending', 'confirmed', 'cancelled'];

/** Staff and public lists: upcoming is what has not ended and is live; past the rest. */
export function talliedForType(type: BookingListType): TalliedStatuses {
  if (type === 'upcoming') return { settled: [], future: LIVE };
  if (type === 'past') return { settled: OVER, future: ['expired'] };
  return { settled: OVER, future: NOT_BEGUN };
}

/**
 * A player's own lists: upcoming leaves out what the club cancelled, which past takes in, and past
 * leaves out expired holds, held or swept. Undefined for `lapsed`, which only lists the last day's
 * holds and is counted row by row.
 */
export function talliedForOwnType(type: OwnBookingListType): TalliedStatuses | undefined {
  if (type === 'lapsed') return undefined;
  if (type === 'upcoming') return { settled: [], future: ['pending', 'confirmed'] };
  if (type === 'past') return { settled: LIVE, future: ['cancelled'] };
  return talliedForType(type);
}

/**
 * A staff status filter: by the time a confirmed booking is over, it is completed. No status
 * leaves expired holds out: long over, every hold ('held') has run out.
 */
export function talliedForStatus(status: StaffBookingListQuery['status']): TalliedStatuses {
  switch (status) {
    case undefined:
      return { settled: LIVE, future: LIVE };
    case 'completed':
      return { settled: ['confirmed'], future: [] };
    case 'confirmed':
      return { settled: [], future: ['confirmed'] };
    case 'expired':
      return { settled: ['expired', 'held'], future: ['expired'] };
    default:
      return { settled: [status], future: [status] };
  }
}

/** Bookings that hold their court: confirmed ones, and pending ones with no hold time. */
export const COURT_HOLDERS: TalliedStatuses = {
  settled: ['confirmed', 'pending'],
  future: ['confirmed', 'pending'],
};

/** What two filters both keep. */
export const bothOf = (a: TalliedStatuses, b: TalliedStatuses): TalliedStatuses => ({
  settled: a.settled.filter((status) => b.settled.includes(status)),
  future: a.future.filter((status) => b.future.includes(status)),
});
