import type { Booking } from '@courtbook/shared';
import type { MailMessage } from '../../lib/email/mailer';
import { bookingConfirmedEmail } from './booking-email';
import type { BookingsService } from './bookings.service';

/** Sends the player the confirmation email (with its calendar file) for a confirmed series. */
export function createConfirmationSender(options: {
  bookings: BookingsService;
  /** Never rejects (the mailer logs failures): a lost email must not undo a confirmation. */
  sendMail: (message: MailMessage) => Promise<unknown>;
}) {
  return async function sendConfirmation(seriesId: string): Promise<Booking[]> {
    const series = await options.bookings.series(seriesId);
    await options.sendMail(bookingConfirmedEmail(series));
    return series;
  };
}
export type SendConfirmation = ReturnType<typeof createConfirmationSender>;
