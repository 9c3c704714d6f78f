import {
  BookingMessages,
  centsToDecimal,
  isStaff,
  RefundMessages,
  type Booking,
  type RefundRequest,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import { withAttachments, type MailSender } from '../../lib/email/mailer';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { refundIssuedEmail } from './booking-email';
import { seriesOf } from './booking-lifecycle.repository';
import { finishRefund, type CardRefunds, type RefundReceipts } from './booking-refund';
import { bookingIn } from './booking-status.service';
import { BookingApiMessages } from './bookings.messages';
import type { BookingsService } from './bookings.service';

export interface RefundBookingServiceOptions {
  db: Database;
  bookings: BookingsService;
  sendMail: MailSender['send'];
  refunds: CardRefunds;
  /** The refund's receipt, attached to its email. */
  receipts: RefundReceipts;
}

/**
 * POST /court-bookings/{id}/refunds/: staff refund any amount up to what is left of the series'
 * card payment, with a reason, whatever the booking's status (a goodwill refund, a session's
 * share). The player is emailed when the money went back.
 */
export function createRefundBookingService(options: RefundBookingServiceOptions) {
  const { db, bookings, sendMail, refunds, receipts } = options;

  return async function refundBooking(
    actor: StaffActor,
    id: number,
    input: RefundRequest,
  ): Promise<{ booking: Booking; message: string }> {
    if (!isStaff(actor.userType)) throw AppError.forbidden(BookingMessages.statusForbidden);
    requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);

    const started = await db.transaction(async (tx) => {
      const seriesId = await seriesOf(tx, id, { scope: scopeOf(actor) });
      if (seriesId === undefined) return { kind: 'not_found' } as const;
      return refunds.start(tx, {
        seriesId,
        amountCents: input.amount,
        reason: input.reason,
        bookingId: null,
        actorUserId: actor.id,
      });
    });
    if (started.kind === 'not_found') throw AppError.notFound(BookingMessages.bookingNotFound);
    if (started.kind === 'no_payment') throw AppError.conflict(RefundMessages.noCardPayment);
    if (started.kind === 'over') {
      throw AppError.badRequest(RefundMessages.amountOver(centsToDecimal(started.leftCents)));
    }

    const { refund } = started;
    let series: Booking[] | undefined;
    await finishRefund(db, refunds, refund, async (tx, done) => {
      if (!done) return;
      series = await bookings.series(refund.seriesId, { db: tx });
      const receipt = await receipts.attachment(tx, { kind: 'refund', id: refund.refundId });
      await sendMail(withAttachments(refundIssuedEmail(series, refund), [receipt]), { db: tx });
    });
    return {
      booking: bookingIn(series ?? (await bookings.series(refund.seriesId)), id),
      message: RefundMessages.refunded(centsToDecimal(refund.amountCents)),
    };
  };
}
