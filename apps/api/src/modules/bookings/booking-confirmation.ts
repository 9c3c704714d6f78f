import type { Booking } from '@courtbook/shared';
import type { Database } from '../../db/client';
import { withAttachments, type MailAttachment, type MailSender } from '../../lib/email/mailer';
import { bookingConfirmedEmail } from './booking-email';
import type { BookingsService } from './bookings.service';

/**
 * Queues the player's confirmation email (with its calendar file, and the files in `attachments`,
 * such as a card payment's receipt) for a confirmed series. Pass the transaction that confirms it
 * as `db`: the series is read through it, and the email exists exactly when the confirmation
 * commits.
 */
export function createConfirmationSender(options: {
  bookings: BookingsService;
  sendMail: MailSender['send'];
}) {
  return async function sendConfirmation(
    seriesId: string,
    { db, attachments = [] }: { db: Database; attachments?: MailAttachment[] },
  ): Promise<Booking[]> {
    const series = await options.bookings.series(seriesId, { db });
    await options.sendMail(withAttachments(bookingConfirmedEmail(series), attachments), { db });
    return series;
  };
}
export type SendConfirmation = ReturnType<typeof createConfirmationSender>;
