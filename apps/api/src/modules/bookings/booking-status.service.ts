import {
  BookingMessages,
  centsToDecimal,
  isStaff,
  RefundMessages,
  sessionsCancelledReason,
  sessionsShareCents,
  type Booking,
  type MarkPaid,
  type UpdateBookingStatus,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { isCourtTaken } from '../../db/errors';
import { withAttachments, type MailMessage, type MailSender } from '../../lib/email/mailer';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { createConfirmationSender } from './booking-confirmation';
import { bookingCancelledEmail, refundIssuedEmail } from './booking-email';
import { BookingApiMessages } from './bookings.messages';
import { bookingLifecycle, type ConfirmOutcome } from './booking-lifecycle';
import {
  finishRefund,
  type CardRefunds,
  type RefundOrder,
  type RefundReceipts,
} from './booking-refund';
import type { BookingsService } from './bookings.service';

export interface BookingStatusServiceOptions {
  db: Database;
  bookings: BookingsService;
  /** The outbox: each email is queued through the transaction that makes the change it reports. */
  sendMail: MailSender['send'];
  refunds: CardRefunds;
  /** A refund's receipt, attached to the email that tells it. */
  receipts: RefundReceipts;
}

export function bookingIn(series: Booking[], id: number): Booking {
  const booking = series.find((b) => b.booking_id === id);
  if (!booking) throw AppError.notFound(BookingMessages.bookingNotFound);
  return booking;
}

/** What staff are told of a cancel: of the series or some sessions, and any refund. */
function cancelMessage(wholeSeries: boolean, count: number, refundedCents: number | null) {
  if (wholeSeries) {
    return refundedCents === null ? BookingMessages.cancelled : BookingMessages.cancelledRefunded;
  }
  if (refundedCents !== null) {
    return RefundMessages.sessionsCancelledRefunded(centsToDecimal(refundedCents));
  }
  return count === 1 ? RefundMessages.sessionCancelled : RefundMessages.sessionsCancelled;
}

/**
 * PUT /court-bookings/{id}/: staff confirm a series (paid at the club), or cancel it, one session
 * of it or it and the later ones, refunding those sessions' share of the card payment if asked.
 */
export function createBookingStatusService(options: BookingStatusServiceOptions) {
  const { db, bookings, sendMail, refunds, receipts } = options;
  const sendConfirmation = createConfirmationSender({ bookings, sendMail });

  /**
   * Queues an email about the series through `tx`, the transaction that changed it, and answers
   * the series as the email tells it (the answer to staff reuses it, rather than reading again).
   */
  async function queueEmail(
    tx: Database,
    seriesId: string,
    email: (s: Booking[]) => MailMessage,
  ): Promise<Booking[]> {
    const series = await bookings.series(seriesId, { db: tx });
    await sendMail(email(series), { db: tx });
    return series;
  }

  /** The refund a cancel asks for: the cancelled sessions' share, or all that is left. */
  function shareOrder(
    series: Booking[],
    cancelled: { bookingIds: number[]; wholeSeries: boolean } | 'before',
    actorUserId: number,
  ): RefundOrder {
    const seriesId = series[0]!.series_id;
    if (cancelled === 'before' || cancelled.wholeSeries) {
      const dates = series.map((b) => b.booking_date);
      return {
        seriesId,
        amountCents: 'all_left',
        reason: sessionsCancelledReason(dates, true),
        bookingId: null,
        actorUserId,
      };
    }
    const sessions = series.filter((b) => cancelled.bookingIds.includes(b.booking_id));
    return {
      seriesId,
      amountCents: sessionsShareCents(sessions, Number.MAX_SAFE_INTEGER),
      upToLeft: true,
      reason: sessionsCancelledReason(
        sessions.map((b) => b.booking_date),
        false,
      ),
      bookingId: sessions.length === 1 ? sessions[0]!.booking_id : null,
      actorUserId,
    };
  }

  async function confirm(actor: StaffActor, id: number) {
    const transition = { id, scope: scopeOf(actor), actorUserId: actor.id };
    let confirmed: ConfirmOutcome;
    try {
      // Only the transition queues an email, in its transaction: confirming twice sends it once.
      confirmed = await db.transaction(async (tx) => {
        const outcome = await bookingLifecycle.confirmAtClub(tx, transition);
        if (outcome.kind === 'done' && outcome.changed) {
          await sendConfirmation(outcome.seriesId, { db: tx });
        }
        return outcome;
      });
    } catch (error) {
      // An expired hold confirmed again, its court taken since: the constraint refused it.
      if (isCourtTaken(error)) throw AppError.conflict(BookingMessages.courtTaken);
      throw error;
    }
    if (confirmed.kind === 'not_found') throw AppError.notFound(BookingMessages.bookingNotFound);
    if (confirmed.kind === 'cannot_confirm') throw AppError.conflict(BookingMessages.cannotConfirm);
    // A confirmation is emailed by its own sender: its answer reads the series afresh.
    const series = await bookings.series(confirmed.seriesId);
    return { booking: bookingIn(series, id), message: BookingMessages.confirmed };
  }

  /**
   * The cancel and, when asked, the start of its refund are one transaction (the series' lock,
   * then the payment's); the provider is asked after it commits, and the email, naming the
   * sessions and the refund's outcome, is queued in the transaction that records that outcome (or
   * in the cancel's own when there is nothing to refund).
   */
  async function cancel(actor: StaffActor, id: number, input: UpdateBookingStatus) {
    const transition = { id, scope: scopeOf(actor), actorUserId: actor.id, cancel: input.scope };
    const refund = input.refund === true;
    const change = await db.transaction(async (tx) => {
      const cancelled = await bookingLifecycle.cancel(tx, transition);
      if (cancelled.kind === 'not_found') return { cancelled };
      const series = await bookings.series(cancelled.seriesId, { db: tx });
      const started = refund
        ? await refunds.start(
            tx,
            shareOrder(series, cancelled.kind === 'done' ? cancelled : 'before', actor.id),
          )
        : undefined;
      const pending = started?.kind === 'started' ? started.refund : undefined;
      if (cancelled.kind === 'done' && !pending) {
        const notice = { ...cancelled, refundedCents: null };
        await sendMail(bookingCancelledEmail(series, notice), { db: tx });
      }
      return { cancelled, series, pending };
    });
    const { cancelled } = change;
    if (cancelled.kind === 'not_found') throw AppError.notFound(BookingMessages.bookingNotFound);
    const { pending } = change;
    // Staff may still refund a series cancelled earlier (e.g. the provider refused the first time).
    if (cancelled.kind === 'already_cancelled' && !pending) {
      throw AppError.conflict(BookingMessages.alreadyCancelled);
    }
    let series = change.series!;
    if (pending) {
      await finishRefund(db, refunds, pending, async (tx, done) => {
        // The money went back: its receipt goes with the email that says so.
        const receipt = done
          ? [await receipts.attachment(tx, { kind: 'refund', id: pending.refundId })]
          : [];
        if (cancelled.kind === 'done') {
          const notice = { ...cancelled, refundedCents: done ? pending.amountCents : null };
          series = await queueEmail(tx, cancelled.seriesId, (s) =>
            withAttachments(bookingCancelledEmail(s, notice), receipt),
          );
        } else if (done) {
          series = await queueEmail(tx, cancelled.seriesId, (s) =>
            withAttachments(refundIssuedEmail(s, pending), receipt),
          );
        }
      });
    }
    const refundedCents = pending ? pending.amountCents : null;
    return {
      booking: bookingIn(series, id),
      message:
        cancelled.kind === 'done'
          ? cancelMessage(cancelled.wholeSeries, cancelled.bookingIds.length, refundedCents)
          : BookingMessages.cancelledRefunded,
    };
  }

  return async function updateStatus(
    actor: StaffActor,
    id: number,
    input: UpdateBookingStatus,
  ): Promise<{ booking: Booking; message: string }> {
    if (!isStaff(actor.userType)) throw AppError.forbidden(BookingMessages.statusForbidden);
    requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);
    return input.status === 'confirmed' ? confirm(actor, id) : cancel(actor, id, input);
  };
}

/**
 * What the desk asks of receipts: the email with the receipt of a series just paid at the desk,
 * read through `tx`. The receipts module provides it, handed in by the composition root.
 */
export interface DeskReceipts {
  deskEmail(tx: Database, seriesId: string): Promise<MailMessage | undefined>;
}

export interface MarkPaidServiceOptions {
  db: Database;
  bookings: BookingsService;
  /** The outbox: the receipt is queued through the transaction that marks the series paid. */
  sendMail: MailSender['send'];
  receipts: DeskReceipts;
  now?: () => Date;
}

/** POST /court-bookings/{id}/mark-paid/: staff record a pay-at-club series paid at the desk. */
export function createMarkPaidService(options: MarkPaidServiceOptions) {
  const { db, bookings, sendMail, receipts, now = () => new Date() } = options;
  return async function markPaid(actor: StaffActor, id: number, input: MarkPaid): Promise<Booking> {
    if (!isStaff(actor.userType)) throw AppError.forbidden(BookingMessages.statusForbidden);
    requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);
    const transition = { id, scope: scopeOf(actor), actorUserId: actor.id };
    const outcome = await db.transaction(async (tx) => {
      const marked = await bookingLifecycle.markPaidAtDesk(tx, {
        ...transition,
        method: input.method,
        now: now(),
      });
      if (marked.kind === 'done') {
        const email = await receipts.deskEmail(tx, marked.seriesId);
        if (email) await sendMail(email, { db: tx });
      }
      return marked;
    });
    if (outcome.kind === 'not_found') throw AppError.notFound(BookingMessages.bookingNotFound);
    if (outcome.kind === 'already_paid') throw AppError.conflict(BookingMessages.alreadyPaid);
    if (outcome.kind === 'not_pay_at_club') throw AppError.conflict(BookingMessages.notPayAtClub);
    return bookingIn(await bookings.series(outcome.seriesId), id);
  };
}
