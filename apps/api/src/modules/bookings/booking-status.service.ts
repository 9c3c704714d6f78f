import {
  BookingMessages,
  isStaff,
  type Booking,
  type UpdateBookingStatus,
} from '@courtbook/shared';
import type { MailMessage } from '../../lib/email/mailer';
import { AppError } from '../../lib/errors';
import { requirePermission, scopeOf, type StaffActor } from '../../lib/staff-scope';
import { createConfirmationSender } from './booking-confirmation';
import { bookingCancelledEmail, refundIssuedEmail } from './booking-email';
import { BookingApiMessages } from './booking-messages';
import type { BookingStatusRepository } from './booking-status.repository';
import type { BookingsService } from './bookings.service';

export interface BookingStatusServiceOptions {
  repository: BookingStatusRepository;
  bookings: BookingsService;
  /** Never rejects (the mailer logs failures): a lost email must not undo a confirmation. */
  sendMail: (message: MailMessage) => Promise<unknown>;
  /** Refunds the series' card payment; false when it had none to refund. */
  refundPayment: (seriesId: string, actorUserId: number) => Promise<boolean>;
}

function bookingIn(series: Booking[], id: number): Booking {
  const booking = series.find((b) => b.booking_id === id);
  if (!booking) throw AppError.notFound(BookingMessages.bookingNotFound);
  return booking;
}

/** PUT /court-bookings/{id}/: staff confirm (paid at the club) or cancel a whole series. */
export function createBookingStatusService(options: BookingStatusServiceOptions) {
  const { repository, bookings, sendMail, refundPayment } = options;
  const sendConfirmation = createConfirmationSender({ bookings, sendMail });

  return async function updateStatus(
    actor: StaffActor,
    id: number,
    input: UpdateBookingStatus,
  ): Promise<{ booking: Booking; message: string }> {
    if (!isStaff(actor.userType)) throw AppError.forbidden(BookingMessages.statusForbidden);
    requirePermission(actor, 'court_bookings', BookingApiMessages.noPermission);

    const change = await repository.apply({
      id,
      scope: scopeOf(actor),
      status: input.status,
      actorUserId: actor.id,
    });
    if (change.kind === 'not_found') throw AppError.notFound(BookingMessages.bookingNotFound);
    if (change.kind === 'already_cancelled') {
      // Staff may still refund a series cancelled earlier (e.g. the provider refused the first time).
      if (input.refund === true && (await refundPayment(change.seriesId, actor.id))) {
        const series = await bookings.series(change.seriesId);
        await sendMail(refundIssuedEmail(series));
        return { booking: bookingIn(series, id), message: BookingMessages.cancelledRefunded };
      }
      throw AppError.conflict(BookingMessages.alreadyCancelled);
    }
    if (change.kind === 'cannot_confirm') throw AppError.conflict(BookingMessages.cannotConfirm);
    if (change.kind === 'court_taken') throw AppError.conflict(BookingMessages.courtTaken);

    const refunded =
      input.status === 'cancelled' &&
      input.refund === true &&
      (await refundPayment(change.seriesId, actor.id));
    // Only the transition sends the email: confirming twice does not send it twice.
    const series =
      input.status === 'confirmed' && change.changed
        ? await sendConfirmation(change.seriesId)
        : await bookings.series(change.seriesId);
    if (input.status === 'cancelled' && change.changed) {
      await sendMail(bookingCancelledEmail(series, refunded));
    }
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
