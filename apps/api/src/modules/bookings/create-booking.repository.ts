import {
  minutesOf,
  UserType,
  type MemberPricing,
  type MemberRuleKind,
  type PlayerSession,
  type PricePeriod,
} from '@courtbook/shared';
import { and, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inLocationScope } from '../../db/scope';
import {
  bookings,
  courts,
  locations,
  membershipPlanPeriodRules,
  membershipPlans,
  memberships,
  pricePeriodCourtFees,
  pricePeriods,
  users,
} from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';
import { rowsOf } from '../../db/rows';
import { expireLapsedHoldsStatement } from './booking-lifecycle.repository';
import { holdsCourtAt, type SessionInstants } from './booking-holds.repository';

/** A player's live unpaid hold at a location: what a refusal names, and where to go to pay it. */
export interface HeldElsewhere {
  bookingId: number;
  courtNumber: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
}

/** The location's price periods, each at this court's fee in it (its own, or every court's). */
const courtPricePeriods = sql<PricePeriod[]>`(
  select coalesce(json_agg(json_build_object(
    'name', ${pricePeriods.name},
    'weekdays', ${pricePeriods.weekdays},
    'startMinute', ${pricePeriods.startMinute},
    'endMinute', ${pricePeriods.endMinute},
    'hourlyFeeCents', coalesce(${pricePeriodCourtFees.hourlyFeeCents}, ${pricePeriods.hourlyFeeCents})
  ) order by ${pricePeriods.startMinute}), '[]')
  from ${pricePeriods}
  left join ${pricePeriodCourtFees}
    on ${pricePeriodCourtFees.periodId} = ${pricePeriods.id}
    and ${pricePeriodCourtFees.courtId} = ${courts.id}
  where ${pricePeriods.locationId} = ${locations.id}
)`;

/**
 * The SQL behind creating a booking: what it checks first (bound to the database), and the steps
 * of the transaction that books (below, each given the transaction the service opens).
 */
export function createBookingWriteRepository(db: Database) {
  const bookableCourts = (on: Database = db) =>
    on
      .select({
        courtId: courts.id,
        courtActive: courts.isActive,
        hourlyFeeCents: courts.hourlyFeeCents,
        taxBasisPoints: courts.taxBasisPoints,
        cardFeeBasisPoints: courts.cardFeeBasisPoints,
        startStepMinutes: courts.startStepMinutes,
        minSessionMinutes: courts.minSessionMinutes,
        maxSessionMinutes: courts.maxSessionMinutes,
        sessionStepMinutes: courts.sessionStepMinutes,
        locationId: locations.id,
        locationName: locations.name,
        timeZone: locations.timeZone,
        bookingHorizonDays: locations.bookingHorizonDays,
        openingHours: locations.openingHours,
        pricePeriods: courtPricePeriods,
        fairUse: {
          maxUpcomingBookings: locations.maxUpcomingBookings,
          maxHoursPerWeek: locations.maxHoursPerWeek,
          maxBookingsPerDay: locations.maxBookingsPerDay,
        },
      })
      .from(courts)
      .innerJoin(locations, eq(locations.id, courts.locationId));
  // Every booking and quote asks first: built once, not on each call.
  const courtQuery = bookableCourts()
    .where(
      and(
        eq(courts.id, sql.placeholder('courtId')),
        eq(locations.id, sql.placeholder('locationId')),
        eq(locations.isActive, true),
      ),
    )
    .prepare('booking_court');
  const locationCourtsQuery = bookableCourts()
    .where(and(eq(locations.id, sql.placeholder('locationId')), eq(locations.isActive, true)))
    .orderBy(courts.courtNumber)
    .prepare('booking_location_courts');

  return {
    /** The court, if it belongs to the location and the location takes bookings. */
    async findCourt(locationId: number, courtId: number) {
      const [row] = await courtQuery.execute({ locationId, courtId });
      return row;
    },

    /**
     * The court as `findCourt` reads it, through `tx`: a transaction that must read it itself
     * (on the embedded database, the pool's one connection is the transaction's).
     */
    async findCourtIn(tx: Database, locationId: number, courtId: number) {
      const [row] = await bookableCourts(tx).where(
        and(eq(courts.id, courtId), eq(locations.id, locationId), eq(locations.isActive, true)),
      );
      return row;
    },

    /** The player's membership at the location covering the date, if any (through `tx` if given). */
    membershipOn: (at: { userId: number; locationId: number; date: string }, tx: Database = db) =>
      membershipOn(tx, at),

    /** Every court of the location by number, if the location takes bookings (else none). */
    findCourts(locationId: number) {
      return locationCourtsQuery.execute({ locationId });
    },

    /** The location's fair-use limits, if it takes bookings (a court of it need not be read). */
    async findFairUse(locationId: number) {
      const [row] = await db
        .select({
          locationId: locations.id,
          locationName: locations.name,
          fairUse: {
            maxUpcomingBookings: locations.maxUpcomingBookings,
            maxHoursPerWeek: locations.maxHoursPerWeek,
            maxBookingsPerDay: locations.maxBookingsPerDay,
          },
        })
        .from(locations)
        .where(and(eq(locations.id, locationId), eq(locations.isActive, true)));
      return row;
    },

    async isLocationInScope(scope: StaffScope, locationId: number) {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, locationId), inLocationScope(db, scope, locations.id)));
      return row !== undefined;
    },

    /** An active player account by id or email (case-insensitive). */
    async findPlayer(by: { id?: number | undefined; email?: string | undefined }) {
      const match =
        by.id !== undefined
          ? eq(users.id, by.id)
          : sql`lower(${users.email}) = ${(by.email ?? '').toLowerCase()}`;
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(match, eq(users.userType, UserType.Player), eq(users.isActive, true)));
      return row;
    },

    /** Who holds an email, whatever their role (a walk-in's email may be a player's already). */
    async findAccountByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, userType: users.userType, isActive: users.isActive })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.email} <> ''`);
      return row;
    },
  };
}
export type BookingWriteRepository = ReturnType<typeof createBookingWriteRepository>;

/** The first key of the court booking locks (`pg_advisory_xact_lock(key, court id)`). */
const COURT_BOOKING_LOCKS = 727_275;

/**
 * Bookings of one court are made one after another: each waits, until the one before commits,
 * on a lock of the court that its transaction holds (decision 0037). Without it, concurrent
 * inserts of the same time each found the others' uncommitted rows in the no-overlap index and
 * waited on one another: PostgreSQL broke each such deadlock only after `deadlock_timeout` (1 s),
 * one at a time, so 50 players asking for one court at once took up to 30 s. Waiting in line,
 * each finds the winner's committed row at once and is refused.
 */
export async function lockCourtForBooking(db: Database, courtId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${COURT_BOOKING_LOCKS}::int, ${courtId}::int)`);
}

/** The first key of the player booking locks (`pg_advisory_xact_lock(key, user id)`). */
const PLAYER_BOOKING_LOCKS = 727_276;

/**
 * A player's own bookings are made one after another (decision 0045): requests from several tabs
 * at once each see what the one before committed, so no second hold at a location slips in.
 * Different players never wait on each other.
 */
export async function lockPlayerForBooking(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PLAYER_BOOKING_LOCKS}::int, ${userId}::int)`);
}

/** The first session of a series just held (its booking id). */
export async function firstSessionOf(db: Database, seriesId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(bookings.startsAt)
    .limit(1);
  return row?.id;
}

/** The player's own live unpaid hold at the location, if any (the earliest session of it). */
export async function liveHoldAt(
  db: Database,
  at: { userId: number; locationId: number; now: Date },
): Promise<HeldElsewhere | undefined> {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      courtNumber: courts.courtNumber,
      bookingDate: bookings.bookingDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        eq(bookings.userId, at.userId),
        eq(bookings.createdById, at.userId),
        eq(bookings.locationId, at.locationId),
        eq(bookings.status, 'pending'),
        sql`${bookings.holdExpiresAt} > ${at.now}`,
      ),
    )
    .orderBy(bookings.startsAt)
    .limit(1);
  return row;
}

/**
 * The player's live sessions at the location (held or confirmed) that a fair-use limit counts:
 * those still to end, and those from `sinceDate` on (the weeks and days asked for); all but
 * `exceptBookingId` (a held session asked about again, as a waitlist offer is when taken).
 */
export async function playerSessionsAt(
  db: Database,
  at: {
    userId: number;
    locationId: number;
    sinceDate: string;
    now: Date;
    exceptBookingId?: number | undefined;
  },
): Promise<PlayerSession[]> {
  const rows = await db
    .select({
      date: bookings.bookingDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      upcoming: sql<boolean>`${bookings.endsAt} > ${at.now}`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, at.userId),
        eq(bookings.locationId, at.locationId),
        holdsCourtAt(sql`${at.now}`),
        or(sql`${bookings.endsAt} > ${at.now}`, gte(bookings.bookingDate, at.sinceDate)),
        at.exceptBookingId === undefined ? undefined : ne(bookings.id, at.exceptBookingId),
      ),
    );
  return rows.map((row) => ({
    date: row.date,
    start: minutesOf(row.startTime),
    end: minutesOf(row.endTime),
    upcoming: row.upcoming,
  }));
}

/** A membership as the booking and the quote apply it (decision 0050). */
export interface MemberTerms {
  membershipId: number;
  /** Days ahead members may book; null for the location's own horizon. */
  horizonDays: number | null;
  pricing: MemberPricing;
}

/** The player's membership at the location that covers `date` (the location's calendar), if any. */
export async function membershipOn(
  db: Database,
  at: { userId: number; locationId: number; date: string },
): Promise<MemberTerms | undefined> {
  const [row] = await db
    .select({
      membershipId: memberships.id,
      planName: membershipPlans.name,
      horizonDays: membershipPlans.horizonDays,
      ruleKind: membershipPlans.ruleKind,
      ruleValue: membershipPlans.ruleValue,
      periodRules: sql<{ period: string; kind: MemberRuleKind; value: number }[]>`(
        select coalesce(json_agg(json_build_object(
          'period', ${membershipPlanPeriodRules.periodName},
          'kind', ${membershipPlanPeriodRules.ruleKind},
          'value', ${membershipPlanPeriodRules.ruleValue}
        )), '[]')
        from ${membershipPlanPeriodRules}
        where ${membershipPlanPeriodRules.planId} = ${membershipPlans.id}
      )`,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(
      and(
        eq(memberships.userId, at.userId),
        eq(membershipPlans.locationId, at.locationId),
        lte(memberships.startsOn, at.date),
        gte(memberships.endsOn, at.date),
      ),
    )
    .orderBy(memberships.startsOn)
    .limit(1);
  if (!row) return undefined;
  return {
    membershipId: row.membershipId,
    horizonDays: row.horizonDays,
    pricing: {
      planName: row.planName,
      rule:
        row.ruleKind === null || row.ruleValue === null
          ? null
          : { kind: row.ruleKind, value: row.ruleValue },
      periodRules: Object.fromEntries(
        row.periodRules.map((rule) => [rule.period, { kind: rule.kind, value: rule.value }]),
      ),
    },
  };
}

interface CourtBeforeBooking {
  userId: number;
  createdById: number;
  courtId: number;
  sessions: SessionInstants[];
  now: Date;
}

/**
 * What booking the court needs to know, in one statement once its lock is held: the court's lapsed
 * holds are marked expired, whether a closure overlaps a session, and the caller's live holds on
 * the court (asking again for one answers that series). The update and the select read different
 * rows (lapsed holds, live ones), so the statement's one snapshot serves both. One round trip
 * instead of three, and the closure is read under the court's lock with the rest.
 */
export async function courtBeforeBooking(db: Database, court: CourtBeforeBooking) {
  const { userId, createdById, courtId, sessions, now } = court;
  const overlapsASession = sql.join(
    sessions.map((s) => sql`(c.starts_at < ${s.endsAt} and c.ends_at > ${s.startsAt})`),
    sql` or `,
  );
  const result = await db.execute(sql`
    with expired as (${expireLapsedHoldsStatement(db, now, courtId).getSQL()})
    select closure.closed, held.series_id, held.starts_at, held.ends_at
    from (
      select exists (
        select 1 from court_closures c where c.court_id = ${courtId} and (${overlapsASession})
      ) as closed
    ) closure
    left join bookings held
      on held.court_id = ${courtId} and held.user_id = ${userId}
      and held.created_by_id = ${createdById} and held.status = 'pending'
      and held.hold_expires_at > ${now}`);
  const rows = rowsOf<{
    closed: boolean;
    series_id: string | null;
    starts_at: Date | null;
    ends_at: Date | null;
  }>(result);
  return {
    closed: rows[0]?.closed === true,
    held: rows.flatMap(({ series_id, starts_at, ends_at }) =>
      series_id === null || starts_at === null || ends_at === null
        ? []
        : [{ seriesId: series_id, startsAt: new Date(starts_at), endsAt: new Date(ends_at) }],
    ),
  };
}
