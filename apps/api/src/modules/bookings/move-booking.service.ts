import {
  BookingMessages,
  centsToDecimal,
  courtLabel,
  isStaff,
  slotRulesOf as courtSlotRules,
  timeOf,
  type Booking,
  type CourtSlotSettings,
  type MoveBooking,
  type MovePrice,
  type SlotRules,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { isCourtTaken, PgErrorCode, pgErrorCode } from '../../db/errors';
import type { MailSender } from '../../lib/email/mailer';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { bookingMovedEmail } from './booking-email';
import { bookingLifecycle } from './booking-lifecycle';
import type { SessionPlace } from './booking-lifecycle.repository';
import { BookingApiMessages } from './bookings.messages';
import type { BookingsService } from './bookings.service';
import {
  courtBeforeBooking,
  lockCourtForBooking,
  type BookingWriteRepository,
} from './create-booking.repository';
import { planBooking } from './create-booking.service';
import { sessionToMove } from './move-booking.repository';

export interface BookingMoverOptions {
  db: Database;
  repository: BookingWriteRepository;
  bookings: BookingsService;
  /** The outbox: the player's email is queued through the move's own transaction. */
  sendMail: MailSender['send'];
  /** The rules a court books by (`slotRulesOf` from the shared package unless a test says). */
  slotRulesOf?: (court: CourtSlotSettings) => SlotRules;
  now?: () => Date;
}

/** The refusals of a move found inside its transaction, as the answer says them. */
const REFUSED = {
  not_found: () => AppError.notFound(BookingMessages.bookingNotFound),
  cannot_move: () => AppError.conflict(BookingMessages.cannotMove),
  unchanged: () => AppError.badRequest(BookingMessages.moveUnchanged),
  closed: () => AppError.conflict(BookingMessages.courtUnavailable),
} as const;

/**
 * POST /court-bookings/{id}/move/ and /move-quote/: staff put one session on another court of
 * its location or at another time. The new slot is checked and priced as a booking of it would
 * be (`planBooking`, at the player's member price where they have one); the session keeps the
 * amounts it carries, and the answer says the difference for the desk to settle (decision 0053).
 */
export function createBookingMover({
  db,
  repository,
  bookings,
  sendMail,
  slotRulesOf = courtSlotRules,
  now = () => new Date(),
}: BookingMoverOptions) {
  /** The session, the new court and the new slot's plan, each checked; 4xx when one is not. */
  async function plan(actor: StaffActor, id: number, input: MoveBooking, at: Date) {
    if (!isStaff(actor.userType)) throw AppError.forbidden(BookingMessages.moveForbidden);
    requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);
    const session = await sessionToMove(db, id, scopeOf(actor));
    if (!session) throw AppError.notFound(BookingMessages.bookingNotFound);
    // Another location's court is not found at this one: a session stays at its location.
    const court = await repository.findCourt(session.locationId, input.court_id);
    if (!court) throw AppError.notFound(BookingMessages.courtNotFound);
    const member = await repository.membershipOn({
      userId: session.userId,
      locationId: session.locationId,
      date: input.booking_date,
    });
    const slot = { ...input, book_for_four_weeks: false };
    const planned = planBooking(court, slot, at, slotRulesOf, member);
    const newFee = planned.price.sessionFeeCents;
    const price: MovePrice = {
      fee: centsToDecimal(session.sessionFeeCents),
      new_fee: centsToDecimal(newFee),
      price_difference: centsToDecimal(newFee - session.sessionFeeCents),
      member_plan: planned.memberPlan,
    };
    const [instants] = planned.sessions;
    if (!instants) throw new Error('a move has one session');
    const to: SessionPlace = {
      courtId: court.courtId,
      bookingDate: input.booking_date,
      startTime: timeOf(input.start_time),
      endTime: timeOf(input.end_time),
      startsAt: instants.startsAt,
      endsAt: instants.endsAt,
    };
    return { session, to, price };
  }

  return {
    /** What moving the session there would cost against what it carries; nothing is changed. */
    async quote(actor: StaffActor, id: number, input: MoveBooking): Promise<MovePrice> {
      return (await plan(actor, id, input, now())).price;
    },

    /**
     * Moves the session in one transaction: both courts' booking locks (in id order, so two
     * moves between the same courts never deadlock), the new court's lapsed holds expired and
     * its closures read, the lifecycle's move and audit row, and the player's email.
     */
    async move(
      actor: StaffActor,
      id: number,
      input: MoveBooking,
    ): Promise<MovePrice & { booking: Booking }> {
      const at = now();
      const { session, to, price } = await plan(actor, id, input, at);
      const transition = { id, scope: scopeOf(actor), actorUserId: actor.id, to, now: at };
      const attempt = () =>
        db.transaction(async (tx) => {
          const courtIds = [...new Set([session.courtId, to.courtId])].sort((a, b) => a - b);
          for (const courtId of courtIds) await lockCourtForBooking(tx, courtId);
          const target = await courtBeforeBooking(tx, {
            userId: session.userId,
            createdById: session.userId,
            courtId: to.courtId,
            sessions: [to],
            now: at,
          });
          if (target.closed) return { kind: 'closed' as const };
          const moved = await bookingLifecycle.move(tx, transition);
          if (moved.kind !== 'done') return moved;
          const series = await bookings.series(moved.seriesId, { db: tx });
          const from = {
            court: courtLabel(session.court),
            bookingDate: moved.from.bookingDate,
            startTime: moved.from.startTime,
            endTime: moved.from.endTime,
          };
          await sendMail(bookingMovedEmail(series, id, from), { db: tx });
          return { kind: 'moved' as const, series };
        });
      let outcome: Awaited<ReturnType<typeof attempt>> | undefined;
      // As a booking does: another writer (the hold sweep, a confirmation) may still deadlock
      // with the move, and PostgreSQL cancels one; it gets one more try.
      for (let tries = 1; outcome === undefined; tries++) {
        try {
          outcome = await attempt();
        } catch (error) {
          if (pgErrorCode(error) === PgErrorCode.DeadlockDetected && tries < 2) continue;
          if (isCourtTaken(error)) throw AppError.conflict(BookingMessages.courtTaken);
          throw error;
        }
      }
      if (outcome.kind !== 'moved') throw REFUSED[outcome.kind]();
      const booking = outcome.series.find((b) => b.booking_id === id);
      if (!booking) throw AppError.notFound(BookingMessages.bookingNotFound);
      return { ...price, booking };
    },
  };
}
export type BookingMover = ReturnType<typeof createBookingMover>;
