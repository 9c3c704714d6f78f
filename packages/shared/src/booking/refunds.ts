import { z } from 'zod';
import { plainText } from '../validation/fields';
import { TextLimits } from '../validation/limits';
import { formatCalendarDate } from './time-slots';
import { RefundMessages } from './messages';
import { decimalToCents } from './pricing';

/** What staff cancel of a weekly series: all of it, the one session named, or it and the later ones. */
export const CANCEL_SCOPES = ['series', 'session', 'rest'] as const;
export type CancelScope = (typeof CANCEL_SCOPES)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One refund of a series' card payment, as a booking shows it (succeeded ones only). */
export const BookingRefundSchema = z.object({
  amount: z.string(),
  reason: z.string(),
  refunded_at: z.string(),
  status: z.enum(REFUND_STATUSES),
});
export type BookingRefund = z.infer<typeof BookingRefundSchema>;

/** POST /court-bookings/{id}/refunds/ (staff): part or all of what is left of the card payment. */
export const RefundRequestSchema = z.object({
  amount: z
    .union([z.string(), z.number()], RefundMessages.amountInvalid)
    .transform((value, ctx) => {
      const cents = decimalToCents(value);
      if (cents === undefined) {
        ctx.addIssue({ code: 'custom', message: RefundMessages.amountInvalid });
        return z.NEVER;
      }
      if (cents === 0) {
        ctx.addIssue({ code: 'custom', message: RefundMessages.amountZero });
        return z.NEVER;
      }
      return cents;
    }),
  reason: plainText('Reason', RefundMessages.reasonRequired)
    .trim()
    .min(1, RefundMessages.reasonRequired)
    .max(TextLimits.refundReason, RefundMessages.reasonTooLong),
});
export type RefundRequestInput = z.input<typeof RefundRequestSchema>;
export type RefundRequest = z.output<typeof RefundRequestSchema>;

/**
 * What cancelling these sessions gives back: each one's `session_amount` (its fee + tax + card
 * fee), never more than what is left to refund of the payment (earlier refunds may have taken some).
 */
export const sessionsShareCents = (
  sessions: { session_amount: string }[],
  refundableCents: number,
): number =>
  Math.min(
    refundableCents,
    sessions.reduce((sum, s) => sum + (decimalToCents(s.session_amount) ?? 0), 0),
  );

/** Why a cancel's refund was made, as the player reads it: "Session on Tue, Jan 12, 2027 cancelled by the club". */
export const sessionsCancelledReason = (dates: string[], wholeSeries: boolean): string =>
  wholeSeries
    ? 'Booking cancelled by the club'
    : dates.length === 1
      ? `Session on ${formatCalendarDate(dates[0]!)} cancelled by the club`
      : `Sessions on ${dates.map(formatCalendarDate).join(', ')} cancelled by the club`;
