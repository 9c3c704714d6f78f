import {
  LAPSED_HOLD_SHOWN_HOURS,
  type BookingListType,
  type OwnBookingListType,
  type StaffBookingListQuery,
} from '@courtbook/shared';
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { bookings, courts, users } from '../../db/schema';
import { personNames, searchIn } from '../../db/search';

// The WHERE parts of the booking lists; each is undefined when it filters nothing.

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** A pending hold whose time ran out counts as expired before the sweep gets to it. */
export const lapsed = (now: Date) =>
  sql`(${bookings.status} = 'pending' and coalesce(${bookings.holdExpiresAt} <= ${at(now)}, false))`;

/** A session lies within one local day, clock changes included (a check on the table says so). */
const LONGEST_SESSION_MS = 25 * 3_600_000;

/**
 * Not ended yet. The start bound follows from it (a session that ends after now started less than
 * a day ago) and lets the indexes that lead with starts_at begin at now instead of at the oldest
 * booking: the upcoming lists cost the same after years of history.
 */
export const notEnded = (now: Date) =>
  and(
    sql`${bookings.endsAt} > ${at(now)}`,
    sql`${bookings.startsAt} > ${at(new Date(now.getTime() - LONGEST_SESSION_MS))}`,
  );

/**
 * Ended. The start bound follows from it and lets a list read newest first from now, not from the
 * last booking ahead.
 */
export const hasEnded = (now: Date) =>
  and(sql`${bookings.endsAt} <= ${at(now)}`, sql`${bookings.startsAt} < ${at(now)}`);

/** upcoming: not ended and still live; past: ended, or expired; all: everything. */
export function typeFilter(type: BookingListType, now: Date): SQL | undefined {
  const ended = sql`${bookings.endsAt} <= ${at(now)}`;
  const expired = or(eq(bookings.status, 'expired'), lapsed(now));
  if (type === 'upcoming') {
    return and(notEnded(now), ne(bookings.status, 'expired'), sql`not ${lapsed(now)}`);
  }
  if (type === 'past') return or(ended, expired);
  return undefined;
}

/**
 * A player's own lists. A booking the club cancelled is no longer coming up: it is under past
 * even before its day. Past leaves out expired holds: they were never games. `lapsed` lists the
 * holds that ran out unpaid in the last day; a hold released by hand or replaced by the wizard
 * keeps no hold time (`hold_expires_at` null), so it is not among them.
 */
export function ownTypeFilter(type: OwnBookingListType, now: Date): SQL | undefined {
  if (type === 'upcoming') return and(typeFilter(type, now), ne(bookings.status, 'cancelled'));
  if (type === 'past') {
    return or(
      and(hasEnded(now), ne(bookings.status, 'expired'), sql`not ${lapsed(now)}`),
      and(eq(bookings.status, 'cancelled'), notEnded(now)),
    );
  }
  if (type === 'lapsed') {
    const since = new Date(now.getTime() - LAPSED_HOLD_SHOWN_HOURS * 3_600_000);
    return and(
      inArray(bookings.status, ['pending', 'expired']),
      sql`${bookings.holdExpiresAt} <= ${at(now)}`,
      sql`${bookings.holdExpiresAt} > ${at(since)}`,
    );
  }
  return typeFilter(type, now);
}

/**
 * The stored condition behind a shown status: `shownStatus` (booking-shown-status.ts) in SQL.
 * With no status, everything but expired holds (swept, lapsed or given back): they were never
 * bookings, and staff's lists and reports would otherwise fill with them (issue Step 15, 2.4).
 */
export function statusFilter(status: StaffBookingListQuery['status'], now: Date): SQL | undefined {
  if (status === undefined) return and(ne(bookings.status, 'expired'), sql`not ${lapsed(now)}`);
  if (status === 'completed') {
    return and(eq(bookings.status, 'confirmed'), hasEnded(now));
  }
  if (status === 'confirmed') {
    return and(eq(bookings.status, 'confirmed'), notEnded(now));
  }
  if (status === 'expired') return or(eq(bookings.status, 'expired'), lapsed(now));
  if (status === 'pending') {
    return and(eq(bookings.status, 'pending'), sql`not ${lapsed(now)}`);
  }
  return eq(bookings.status, status);
}

export function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    searchIn(search, [...personNames(users), users.email, users.phone]),
    sql`${courts.courtNumber}::text = ${search}`,
  );
}
