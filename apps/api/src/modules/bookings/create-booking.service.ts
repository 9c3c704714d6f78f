import { randomUUID } from 'node:crypto';
import {
  AvailabilityMessages,
  BookingMessages,
  centsToDecimal,
  CourtScheduleMessages,
  formatCalendarDate,
  formatTimeLabel,
  isStaff,
  isWithinOpeningHours,
  minutesOf,
  feeSegments,
  priceSessions,
  weekdayOf,
  slotProblem,
  slotRulesOf as courtSlotRules,
  timeOf,
  type BookingQuote,
  type BookingQuoteRequest,
  type BookingQuotesRequest,
  type CourtQuote,
  type CreateBooking,
  type CourtSlotSettings,
  type SlotRules,
  type WalkIn,
  UserType,
  priceLineOf,
  fairUseRefusal,
  weekStartOf,
  type FairUseCheck,
  type FairUseCheckRequest,
  type FairUseLimits,
  type FairUseRefusal,
  type LocalSession,
  memberSegments,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { isCourtTaken, isRolledBack, PgErrorCode, pgErrorCode } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
// The shared time rules as the court check asks them: the same answers, the arithmetic remembered.
import { bookedDates, earliestStart, horizonProblem, sessionInstants } from '../availability';
import { BookingApiMessages } from './bookings.messages';
import { walkInPlayer } from '../players';
import { bookingLifecycle } from './booking-lifecycle';
import type { NewHoldRow } from './booking-lifecycle.repository';
import { seriesHolding } from './booking-holds.repository';
import {
  courtBeforeBooking,
  liveHoldAt,
  lockCourtForBooking,
  lockPlayerForBooking,
  playerSessionsAt,
  type BookingWriteRepository,
  type MemberTerms,
  type HeldElsewhere,
} from './create-booking.repository';

/** Rolls the booking back: the player holds another booking at the location (decision 0045). */
class HoldsAnother extends Error {
  constructor(readonly hold: HeldElsewhere) {
    super('the player holds another booking at this location');
  }
}

/** Rolls the booking back: it would pass one of the location's fair-use limits. */
class PassesFairUse extends Error {
  constructor(readonly refusal: FairUseRefusal) {
    super(refusal.message);
  }
}

/** A player booking for themself is held to the location's rules for players (staff are not). */
interface PlayerRules {
  limits: FairUseLimits;
  locationName: string;
}

/** A new session in the location's clock, as the fair-use limits count it. */
const localSessionOf = (row: NewHoldRow): LocalSession => ({
  date: row.bookingDate,
  start: minutesOf(row.startTime),
  end: minutesOf(row.endTime),
});

interface BookSeriesOptions {
  now: Date;
  /** The caller's earlier pending booking this one replaces (the wizard's hold). */
  replacesBookingId?: number | undefined;
  /** Set when staff book: the booking is audited in the same transaction. */
  staffActorId?: number | undefined;
  /** Staff at the desk: the booking is for this walk-in, recorded in the same transaction. */
  walkIn?: WalkIn | undefined;
  /**
   * A player booking for themself: at most one unpaid hold per location (DESIGN.md 4), and the
   * location's fair-use limits, checked in line behind the player's other requests.
   */
  playerRules?: PlayerRules | undefined;
}

/**
 * Books every session or none, in one transaction. Lapsed holds on the court are released first,
 * and so is the caller's earlier hold it replaces; asking again for a live hold of one's own
 * answers that series. Then the exclusion constraint decides, so two requests can never both win.
 * Answers the series id (a string), `'taken'` when the court was taken, `'closed'` when a closure of the
 * court overlaps a session, or the player's other live hold at the location when
 * `playerRules` allows one only, or the fair-use limit the booking would pass (and then nothing is
 * written).
 */
async function bookSeries(
  db: Database,
  rows: NewHoldRow[],
  options: BookSeriesOptions,
): Promise<string | { holdsAnother: HeldElsewhere } | { fairUse: FairUseRefusal }> {
  const { now, replacesBookingId, staffActorId, walkIn, playerRules } = options;
  const first = rows[0];
  if (first === undefined) throw new Error('a booking has at least one session');
  const { courtId, createdById, locationId } = first;
  const book = () =>
    db.transaction(async (tx) => {
      // The player's line first, then the court's: nobody waits for a player holding a court.
      if (playerRules) await lockPlayerForBooking(tx, first.userId);
      await lockCourtForBooking(tx, courtId);
      const userId = walkIn ? await walkInPlayer(tx, walkIn) : first.userId;
      const maker = createdById ?? userId;
      const court = await courtBeforeBooking(tx, {
        userId,
        createdById: maker,
        courtId,
        sessions: rows,
        now,
      });
      if (court.closed) tx.rollback();
      const held = seriesHolding(court.held, rows);
      if (held) return held;
      if (replacesBookingId !== undefined) {
        await bookingLifecycle.replace(tx, replacesBookingId, maker);
      }
      if (playerRules) {
        const held = await playerSessionsAt(tx, {
          userId,
          locationId,
          sinceDate: weekStartOf(first.bookingDate),
          now,
        });
        const refusal = fairUseRefusal({
          limits: playerRules.limits,
          held,
          asked: rows.map(localSessionOf),
          location: playerRules.locationName,
        });
        if (refusal) throw new PassesFairUse(refusal);
        const other = await liveHoldAt(tx, { userId, locationId, now });
        if (other) throw new HoldsAnother(other);
      }
      return bookingLifecycle.hold(
        tx,
        rows.map((row) => ({ ...row, userId })),
        staffActorId === undefined ? undefined : { staffActorId, walkIn: walkIn !== undefined },
      );
    });
  // Bookings of one court wait in line (lockCourtForBooking), but another writer (the hold
  // sweep, a confirmation) can still deadlock with one; PostgreSQL cancels one, whose slot may
  // well be free, so it gets one more try before the answer is "taken".
  for (let attempt = 1; ; attempt++) {
    try {
      return await book();
    } catch (error) {
      // Rolled back on purpose: a closure overlaps a session (the walk-in made is undone too).
      if (isRolledBack(error)) return 'closed';
      // Rolled back too: the hold it would have replaced is kept.
      if (error instanceof HoldsAnother) return { holdsAnother: error.hold };
      if (error instanceof PassesFairUse) return { fairUse: error.refusal };
      const code = pgErrorCode(error);
      if (code === PgErrorCode.DeadlockDetected && attempt < 2) continue;
      if (isCourtTaken(error)) return 'taken';
      throw error;
    }
  }
}

/**
 * 409 naming the player's other hold at the location, with its id, so the client can offer to go
 * and pay it (`/checkout-session?booking=<id>`).
 */
function holdsAnother(hold: HeldElsewhere): AppError {
  const message = BookingMessages.holdsAnother({
    courtNumber: hold.courtNumber,
    date: formatCalendarDate(hold.bookingDate),
    start: formatTimeLabel(minutesOf(hold.startTime)),
    end: formatTimeLabel(minutesOf(hold.endTime)),
  });
  return AppError.conflict(message, { held_booking_id: hold.bookingId });
}

export interface BookingActor extends StaffActor {
  email: string;
}

export interface CreateBookingOptions {
  db: Database;
  repository: BookingWriteRepository;
  holdMinutes: number;
  /** The rules a court books by (`slotRulesOf` from the shared package unless a test says). */
  slotRulesOf?: (court: CourtSlotSettings) => SlotRules;
}

type BookableCourt = NonNullable<Awaited<ReturnType<BookingWriteRepository['findCourt']>>>;

/** The booking's own fields that say where and when: a request to book, or to quote. */
type RequestedSlot = Pick<
  CreateBooking,
  'booking_date' | 'start_time' | 'end_time' | 'book_for_four_weeks'
>;

/**
 * Every check of where and when a booking may go (the court's slot rules, the clock, the
 * horizon, opening hours, an active court), then its price: what a booking made now would carry.
 * Booking, quoting and moving a session all go through it, so a quote is the booking's own figure.
 */
export function planBooking(
  court: BookableCourt,
  slot: RequestedSlot,
  now: Date,
  slotRulesOf: (court: CourtSlotSettings) => SlotRules,
  member?: MemberTerms,
) {
  // The request schema checked the base grid; the court's own rules may be coarser.
  const rules = slotRulesOf(court);
  const problem = slotProblem(slot.start_time, slot.end_time, rules);
  if (problem) throw AppError.badRequest(problem);
  const earliest = earliestStart(slot.booking_date, now, court.timeZone, rules);
  if (earliest === undefined) throw AppError.badRequest(AvailabilityMessages.datePast);
  if (slot.start_time < earliest) throw AppError.badRequest(AvailabilityMessages.startPassed);

  const dates = bookedDates(slot.booking_date, slot.book_for_four_weeks);
  const beyondHorizon = horizonProblem({
    dates,
    now,
    location: {
      name: court.locationName,
      timeZone: court.timeZone,
      // A member's own horizon may reach beyond the public one, never short of it.
      bookingHorizonDays: Math.max(court.bookingHorizonDays, member?.horizonDays ?? 0),
    },
  });
  if (beyondHorizon) throw AppError.badRequest(beyondHorizon);
  const sessions = dates.map((date) => ({
    date,
    ...sessionInstants(date, slot.start_time, slot.end_time, court.timeZone),
  }));
  if (sessions.some((s) => s.endsAt <= s.startsAt)) {
    throw AppError.badRequest(AvailabilityMessages.clockChange);
  }
  if (
    dates.some(
      (date) => !isWithinOpeningHours(court.openingHours, date, slot.start_time, slot.end_time),
    )
  ) {
    throw AppError.badRequest(BookingMessages.closedAtThatTime);
  }
  if (!court.courtActive) throw AppError.conflict(BookingMessages.courtUnavailable);

  const publicLines = feeSegments({
    courtId: court.courtId,
    courtFeeCents: court.hourlyFeeCents,
    periods: court.pricePeriods,
    weekday: weekdayOf(slot.booking_date),
    start: slot.start_time,
    end: slot.end_time,
  });
  const feeLines = member ? memberSegments(publicLines, member.pricing) : publicLines;
  const price = priceSessions({
    segments: feeLines,
    taxBasisPoints: court.taxBasisPoints,
    cardFeeBasisPoints: court.cardFeeBasisPoints,
    sessions: dates.length,
  });
  return { sessions, price, feeLines, memberPlan: member?.pricing.planName ?? null };
}

/** Who asks for a price: a signed-in caller, or nobody (the public price). */
export type QuoteCaller = Pick<StaffActor, 'id' | 'userType'> | null;

/**
 * The server's prices before a booking is made, checked as the booking would be. No token is
 * needed; a player's token gets the member's price where their membership covers the date.
 */
export function createBookingQuoter({
  repository,
  slotRulesOf = courtSlotRules,
}: Pick<CreateBookingOptions, 'repository' | 'slotRulesOf'>) {
  /** The caller's membership that prices a booking at the location on the date, if any. */
  const memberTermsOf = (caller: QuoteCaller, locationId: number, date: string) =>
    caller && !isStaff(caller.userType)
      ? repository.membershipOn({ userId: caller.id, locationId, date })
      : Promise.resolve(undefined);

  return {
    /** POST /quote/: the amount fields a booking of this court and slot made now would carry. */
    async quote(
      input: BookingQuoteRequest,
      caller: QuoteCaller = null,
      now = new Date(),
    ): Promise<BookingQuote> {
      const court = await repository.findCourt(input.location_id, input.court_id);
      if (!court) throw AppError.notFound(BookingMessages.courtNotFound);
      const member = await memberTermsOf(caller, court.locationId, input.booking_date);
      const { price, feeLines, memberPlan } = planBooking(court, input, now, slotRulesOf, member);
      const onAmount = centsToDecimal(price.onAmountCents);
      return {
        total_price: centsToDecimal(price.totalPriceCents),
        tax: centsToDecimal(price.sessionTaxCents),
        cc_fees: centsToDecimal(price.sessionCardFeeCents),
        full_tax: centsToDecimal(price.fullTaxCents),
        full_cc_fees: centsToDecimal(price.fullCardFeeCents),
        on_amount: onAmount,
        summary: onAmount,
        price_lines: feeLines.map(priceLineOf),
        member_plan: memberPlan,
      };
    },

    /**
     * POST /quotes/: each slot at each court of the location, in one read of its courts. A court
     * and slot the booking would refuse (an inactive court, a closed hour, beyond the horizon)
     * is left out; whether the court is free is the availability's to say.
     */
    async quoteCourts(
      input: BookingQuotesRequest,
      caller: QuoteCaller = null,
      now = new Date(),
    ): Promise<CourtQuote[]> {
      const courts = await repository.findCourts(input.location_id);
      if (courts.length === 0) throw AppError.notFound(AvailabilityMessages.locationNotFound);
      const member = await memberTermsOf(caller, input.location_id, input.booking_date);
      return input.slots.flatMap((slot) =>
        courts.flatMap((court) => {
          const requested = { ...input, ...slot };
          let plan: ReturnType<typeof planBooking>;
          try {
            plan = planBooking(court, requested, now, slotRulesOf, member);
          } catch (error) {
            if (error instanceof AppError) return [];
            throw error;
          }
          return [
            {
              court_id: court.courtId,
              start_time: timeOf(slot.start_time),
              end_time: timeOf(slot.end_time),
              total_price: centsToDecimal(plan.price.totalPriceCents),
              price_lines: plan.feeLines.map(priceLineOf),
              member_plan: plan.memberPlan,
            },
          ];
        }),
      );
    },
  };
}
export type BookingQuoter = ReturnType<typeof createBookingQuoter>;

/**
 * POST /fair-use-check/: the fair-use limit the caller's booking of a slot would pass, asked
 * before a court is chosen so the wizard can say so at once. Staff are exempt. The booking checks
 * again, in line behind the player's other requests; this answer only spares a wasted step.
 */
export function createFairUseChecker({
  db,
  repository,
}: Pick<CreateBookingOptions, 'db' | 'repository'>) {
  return async function check(
    actor: BookingActor,
    input: FairUseCheckRequest,
    now = new Date(),
  ): Promise<FairUseCheck> {
    const location = await repository.findFairUse(input.location_id);
    if (!location) throw AppError.notFound(AvailabilityMessages.locationNotFound);
    if (isStaff(actor.userType)) return { refusal: null };
    const asked = bookedDates(input.booking_date, input.book_for_four_weeks).map((date) => ({
      date,
      start: input.start_time,
      end: input.end_time,
    }));
    const held = await playerSessionsAt(db, {
      userId: actor.id,
      locationId: location.locationId,
      sinceDate: weekStartOf(input.booking_date),
      now,
    });
    const refusal = fairUseRefusal({
      limits: location.fairUse,
      held,
      asked,
      location: location.locationName,
    });
    return { refusal: refusal ?? null };
  };
}

/**
 * POST /court-bookings/: checks who books for whom, where and when, prices it on the server, and
 * books every session or none. Answers the new series' id.
 */
export function createBookingCreator({
  db,
  repository,
  holdMinutes,
  slotRulesOf = courtSlotRules,
}: CreateBookingOptions) {
  /**
   * Whose booking it is: a player books for themself; staff for a player they name, a walk-in
   * (made with the booking, unless the walk-in's email is a player's already), or themself.
   */
  async function playerFor(
    actor: BookingActor,
    input: CreateBooking,
    locationId: number,
  ): Promise<{ userId: number; walkIn?: WalkIn }> {
    if (!isStaff(actor.userType)) {
      if (input.walk_in) throw AppError.forbidden(CourtScheduleMessages.walkInStaffOnly);
      const otherId = input.user_id !== undefined && input.user_id !== actor.id;
      const otherEmail =
        input.user_email !== undefined && input.user_email !== actor.email.toLowerCase();
      if (otherId || otherEmail) throw AppError.forbidden(BookingMessages.playerNotAllowed);
      return { userId: actor.id };
    }
    requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);
    if (!(await repository.isLocationInScope(scopeOf(actor), locationId))) {
      throw AppError.forbidden(BookingMessages.outOfScope);
    }
    if (input.walk_in) return walkInFor(input.walk_in);
    if (input.user_id === undefined && input.user_email === undefined) return { userId: actor.id };
    const player = await repository.findPlayer({ id: input.user_id, email: input.user_email });
    if (!player) throw AppError.notFound(BookingMessages.playerNotFound);
    return { userId: player.id };
  }

  async function walkInFor(walkIn: WalkIn): Promise<{ userId: number; walkIn?: WalkIn }> {
    if (walkIn.email === undefined) return { userId: 0, walkIn };
    const account = await repository.findAccountByEmail(walkIn.email);
    if (!account) return { userId: 0, walkIn };
    if (account.userType !== UserType.Player || !account.isActive) {
      throw AppError.conflict(CourtScheduleMessages.walkInEmailIsStaff);
    }
    return { userId: account.id };
  }

  return async function create(
    actor: BookingActor,
    input: CreateBooking,
    now = new Date(),
  ): Promise<string> {
    const court = await repository.findCourt(input.location, input.court_id);
    if (!court) throw AppError.notFound(BookingMessages.courtNotFound);
    const { userId, walkIn } = await playerFor(actor, input, court.locationId);
    // A player booking for themself pays the member's price (what their quote said); staff book
    // at the public price, as their day sheet quotes it.
    const member = isStaff(actor.userType)
      ? undefined
      : await repository.membershipOn({
          userId,
          locationId: court.locationId,
          date: input.booking_date,
        });
    const { sessions, price, feeLines } = planBooking(court, input, now, slotRulesOf, member);
    if (input.total_price !== price.totalPriceCents) {
      throw AppError.conflict(BookingMessages.priceChanged(centsToDecimal(price.totalPriceCents)));
    }

    const seriesId = randomUUID();
    const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    const rows: NewHoldRow[] = sessions.map((session) => ({
      seriesId,
      userId,
      createdById: actor.id,
      locationId: court.locationId,
      courtId: court.courtId,
      bookingDate: session.date,
      startTime: timeOf(input.start_time),
      endTime: timeOf(input.end_time),
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      holdExpiresAt,
      bookForFourWeeks: input.book_for_four_weeks,
      sessionFeeCents: price.sessionFeeCents,
      feeLines,
      membershipId: member?.membershipId ?? null,
      sessionTaxCents: price.sessionTaxCents,
      sessionCardFeeCents: price.sessionCardFeeCents,
      totalPriceCents: price.totalPriceCents,
      fullTaxCents: price.fullTaxCents,
      fullCardFeeCents: price.fullCardFeeCents,
      onAmountCents: price.onAmountCents,
    }));
    const result = await bookSeries(db, rows, {
      now,
      replacesBookingId: input.replaces_booking_id,
      staffActorId: isStaff(actor.userType) ? actor.id : undefined,
      walkIn,
      playerRules: isStaff(actor.userType)
        ? undefined
        : { limits: court.fairUse, locationName: court.locationName },
    });
    if (typeof result === 'object' && 'fairUse' in result) {
      throw AppError.conflict(result.fairUse.message, { fair_use_rule: result.fairUse.rule });
    }
    if (typeof result === 'object') throw holdsAnother(result.holdsAnother);
    if (result === 'taken') throw AppError.conflict(BookingMessages.courtTaken);
    if (result === 'closed') throw AppError.conflict(BookingMessages.courtUnavailable);
    return result;
  };
}
