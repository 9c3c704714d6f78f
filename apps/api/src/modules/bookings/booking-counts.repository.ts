import {
  addCalendarDays,
  type BookingListType,
  type OwnBookingListType,
  type StaffBookingListQuery,
} from '@courtbook/shared';
import { and, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bookings, bookingTallies, bookingTallyChanges, type TallyStatus } from '../../db/schema';
import { firstLiveDay, settledPeriods, type DateRange } from './settled-periods';

/** Whose bookings a count is of: one player's, or those of the locations a condition keeps. */
export type TallyOwner =
  { userId: number } | { locations: (locationId: AnyPgColumn) => SQL | undefined };

export interface CountRequest {
  owner: TallyOwner;
  /** What the list shows of settled bookings (settled-statuses.ts). */
  settledStatuses: readonly TallyStatus[];
  /** The list's own range of days of play, if it has one. */
  from?: string;
  to?: string;
  /** Counts the list's rows among those it is given a condition for (`liveDays`). */
  countLive: (liveDays: SQL) => SQL;
}

const dayRange = (column: AnyPgColumn, [from, to]: DateRange) =>
  and(from === undefined ? undefined : gte(column, from), lte(column, to));

/**
 * An exact count of a long list, whatever the history's length: the settled days from the tallies
 * (a few dozen month and day rows) and the changes not yet folded into them, the days since
 * `firstLiveDay` row by row. One statement, so one snapshot: a booking is counted once.
 */
export async function countBookings(db: Database, request: CountRequest, now: Date) {
  const liveFrom = firstLiveDay(now);
  // Every booking played from `liveFrom` on starts after this instant, whatever the time zone:
  // it lets the row-by-row part use the indexes that lead with starts_at.
  const liveStarts = `${addCalendarDays(liveFrom, -1)}T00:00:00Z`;
  const liveDays = and(
    gte(bookings.bookingDate, liveFrom),
    sql`${bookings.startsAt} >= ${liveStarts}::timestamptz`,
  )!;
  const parts: SQL[] = [sql`(${request.countLive(liveDays)})`];

  const periods = settledPeriods(liveFrom, request.from, request.to);
  if (periods && request.settledStatuses.length > 0) {
    const statuses = [...request.settledStatuses];
    const { owner } = request;
    const tallyOwner =
      'userId' in owner
        ? and(eq(bookingTallies.locationId, 0), eq(bookingTallies.userId, owner.userId))
        : and(owner.locations(bookingTallies.locationId), eq(bookingTallies.userId, 0));
    const changeOwner =
      'userId' in owner
        ? eq(bookingTallyChanges.userId, owner.userId)
        : owner.locations(bookingTallyChanges.locationId);
    const { months } = periods;
    const tallyPeriods = or(
      months && and(eq(bookingTallies.grain, 'm'), dayRange(bookingTallies.period, months)),
      ...periods.days.map((days) =>
        and(eq(bookingTallies.grain, 'd'), dayRange(bookingTallies.period, days)),
      ),
    );
    parts.push(
      sql`(select coalesce(sum(${bookingTallies.bookings}), 0) from ${bookingTallies}
           where ${and(tallyOwner, inArray(bookingTallies.status, statuses), tallyPeriods)})`,
      sql`(select coalesce(sum(${bookingTallyChanges.change}), 0) from ${bookingTallyChanges}
           where ${and(
             changeOwner,
             inArray(bookingTallyChanges.status, statuses),
             lt(bookingTallyChanges.bookingDate, liveFrom),
             request.from === undefined
               ? undefined
               : gte(bookingTallyChanges.bookingDate, request.from),
             request.to === undefined
               ? undefined
               : lte(bookingTallyChanges.bookingDate, request.to),
           )})`,
    );
  }
  const [row] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select (${sql.join(parts, sql` + `)})::int as total`),
  );
  return Number(row?.total ?? 0);
}

/** Moves the changes booking rows appended into the tallies (any process, any time). */
export async function foldTallyChanges(db: Database): Promise<void> {
  await db.execute(sql`select fold_booking_tally_changes()`);
}

/**
 * Which tally statuses a list shows among settled bookings (all over, any hold run out: see
 * `firstLiveDay`). The same lists' row-by-row filters are in booking-filters.repository.ts; these
 * are what those filters leave of a booking once time no longer changes its status.
 */
const EVERY: readonly TallyStatus[] = ['pending', 'held', 'confirmed', 'cancelled', 'expired'];

/** Staff and public lists: upcoming has no settled booking; past and all have every one. */
export function settledForType(type: BookingListType): readonly TallyStatus[] {
  return type === 'upcoming' ? [] : EVERY;
}

/**
 * A player's own lists: past leaves out expired holds, held or swept. Undefined for `lapsed`,
 * which only lists the last day's holds and is counted row by row.
 */
export function settledForOwnType(type: OwnBookingListType): readonly TallyStatus[] | undefined {
  if (type === 'lapsed') return undefined;
  if (type === 'past') return ['pending', 'confirmed', 'cancelled'];
  return settledForType(type);
}

/** A staff status filter over settled bookings: every confirmed one is completed by then. */
export function settledForStatus(status: StaffBookingListQuery['status']): readonly TallyStatus[] {
  switch (status) {
    case undefined:
      return EVERY;
    case 'completed':
      return ['confirmed'];
    case 'confirmed':
      return [];
    case 'expired':
      return ['expired', 'held'];
    default:
      return [status];
  }
}

/** Bookings that held their court, once over: confirmed ones, and pending ones with no hold time. */
export const SETTLED_COURT_HOLDERS: readonly TallyStatus[] = ['confirmed', 'pending'];

export const bothOf = (a: readonly TallyStatus[], b: readonly TallyStatus[]) =>
  a.filter((status) => b.includes(status));
