import {
  formatDollars,
  refundedMessageOf,
  type Booking,
  type RefundReason,
} from '@courtbook/shared';
import type { MailMessage } from '../../lib/email/mailer';
import { letter } from '../../lib/email/messages';

/**
 * The email a player gets when a payment could not confirm its booking (cancelled, given back, or
 * its court taken) and was refunded.
 */
export function paymentRefundedEmail(
  series: Booking[],
  amountCents: number,
  reason: RefundReason,
): MailMessage {
  const first = series[0];
  if (!first) throw new Error('a refunded payment belongs to at least one booking');
  const location = first.court.location;
  return letter({
    to: { email: first.user.email, firstName: first.user.first_name },
    subject: `Your payment for a booking at ${location.name} was refunded`,
    summary: `booking ${first.booking_id} refunded: ${formatDollars(amountCents)}`,
    paragraphs: [
      { text: refundedMessageOf(reason) },
      {
        text: `Booking ${first.booking_id}, court ${first.court.court_number} on ${first.booking_date}: ${formatDollars(amountCents)} refunded to your card.`,
      },
      { text: 'We are sorry. You are welcome to book another time.' },
    ],
  });
}
