import {
  BookingMessages,
  isStaff,
  type Booking,
  type MarkPaid,
  type UpdateBookingStatus,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { isCourtTaken } from '../../db/errors';
import type { MailMessage, MailSender } from '../../lib/email/mailer';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { createConfirmationSender } from './booking-confirmation';
import { bookingCancelledEmail, refundIssuedEmail } from './booking-email';
import { BookingApiMessages } from './bookings.messages';
import { bookingLifecycle, type CancelOutcome, type ConfirmOutcome } from './booking-lifecycle';
import type { BookingsService } from './bookings.service';

/** A card payment marked refunded, not yet refunded by the provider. */
export interface MarkedRefund {
  paymentId: number;
  seriesId: string;
  provider: string;
  providerPaymentId: string;
  amountCents: number;
}

/**
 * What staff's cancel asks of the payments feature: the steps of a refund, each in the transaction
 * this service gives it (the provider's call in none). The booking desk names what it needs;
 * payments (which may import bookings) provides it, handed in by the composition root.
 */
export interface CardRefunds {
  /** Marks the series' succeeded payment refunded, under a lock; undefined when there is none. */
  mark(tx: Database, seriesId: string): Promise<MarkedRefund | undefined>;
  /** Asks the provider to refund it (throws when the provider refuses). */
  issue(marked: MarkedRefund): Promise<void>;
  /** The provider refused: the payment is succeeded again, so staff can retry. */
  restore(tx: Database, marked: MarkedRefund): Promise<void>;
  /** The provider refunded: the audit row. */
  record(tx: Database, marked: MarkedRefund, actorUserId: number): Promise<void>;
}

export interface BookingStatusServiceOptions {
  db: Database;
  bookings: BookingsService;
  /** The outbox: each email is queued through the transaction that makes the change it reports. */
  sendMail: MailSender['send'];
  refunds: CardRefunds;
}

function bookingIn(series: Booking[], id: number): Booking {
  const booking = series.find((b) => b.booking_id === id);
  if (!booking) throw AppError.notFound(BookingMessages.bookingNotFound);
  return booking;
}

/** PUT /court-bookings/{id}/: staff confirm (paid at the club) or cancel a whole series. */
export function createBookingStatusService(options: BookingStatusServiceOptions) {
  const { db, bookings, sendMail, refunds } = options;
  const sendConfirmation = createConfirmationSender({ bookings, sendMail });

  /**
   * Refund: the series' card payment back to the card, whole; false when it had none. `report`
   * queues the email about the outcome in the transaction that records it (refunded or not).
   */
  async function refundSeries(
    seriesId: string,
    actorUserId: number,
    report: (tx: Database, refunded: boolean) => Promise<void>,
  ): Promise<boolean> {
    const marked = await db.transaction(async (tx) => {
      const payment = await refunds.mark(tx, seriesId);
      if (!payment) await report(tx, false);
      return payment;
    });
    if (!marked) return false;
    try {
      await refunds.issue(marked);
    } catch (error) {
      await db.transaction(async (tx) => {
        await refunds.restore(tx, marked);
        await report(tx, false);
      });
      throw error;
    }
    await db.transaction(async (tx) => {
      await refunds.record(tx, marked, actorUserId);
      await report(tx, true);
    });
    return true;
  }

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

  return async function updateStatus(
    actor: StaffActor,
    id: number,
    input: UpdateBookingStatus,
  ): Promise<{ booking: Booking; message: string }> {
    if (!isStaff(actor.userType)) throw AppError.forbidden(BookingMessages.statusForbidden);
    requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);
    const refund = input.status === 'cancelled' && input.refund === true;

    // Only the transition queues an email, in its transaction: confirming twice does not send it
    // twice. A cancel with a refund is reported once the refund's outcome is recorded (below).
    const transition = { id, scope: scopeOf(actor), actorUserId: actor.id };
    // The series as the last email about it was written, once that email's transaction committed.
    let emailed: Booking[] | undefined;
    let change: CancelOutcome | ConfirmOutcome;
    try {
      change = await db.transaction(async (tx) => {
        if (input.status === 'confirmed') {
          const confirmed = await bookingLifecycle.confirmAtClub(tx, transition);
          if (confirmed.kind === 'done' && confirmed.changed) {
            await sendConfirmation(confirmed.seriesId, { db: tx });
          }
          return confirmed;
        }
        const cancelled = await bookingLifecycle.cancel(tx, transition);
        if (cancelled.kind === 'done' && !refund) {
          emailed = await queueEmail(tx, cancelled.seriesId, (s) =>
            bookingCancelledEmail(s, false),
          );
        }
        return cancelled;
      });
    } catch (error) {
      // An expired hold confirmed again, its court taken since: the constraint refused it.
      if (isCourtTaken(error)) throw AppError.conflict(BookingMessages.courtTaken);
      throw error;
    }
    if (change.kind === 'not_found') throw AppError.notFound(BookingMessages.bookingNotFound);
    if (change.kind === 'already_cancelled') {
      // Staff may still refund a series cancelled earlier (e.g. the provider refused the first time).
      const refunded =
        input.refund === true &&
        (await refundSeries(change.seriesId, actor.id, async (tx, done) => {
          if (done) emailed = await queueEmail(tx, change.seriesId, refundIssuedEmail);
        }));
      if (!refunded) throw AppError.conflict(BookingMessages.alreadyCancelled);
      const series = emailed ?? (await bookings.series(change.seriesId));
      return { booking: bookingIn(series, id), message: BookingMessages.cancelledRefunded };
    }
    if (change.kind === 'cannot_confirm') throw AppError.conflict(BookingMessages.cannotConfirm);

    const refunded =
      refund &&
      (await refundSeries(change.seriesId, actor.id, async (tx, done) => {
        emailed = await queueEmail(tx, change.seriesId, (s) => bookingCancelledEmail(s, done));
      }));
    // A confirmation is emailed by its own sender: its answer reads the series afresh.
    const series = emailed ?? (await bookings.series(change.seriesId));
    return {
      booking: bookingIn(series, id),
      message:
        input.status === 'confirmed'
          ? BookingMessages.confirmed
          : refunded
            ? BookingMessages.cancelledRefunded
            : BookingMessages.cancelled,
    };
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
