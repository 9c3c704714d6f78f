import {
  decimalToCents,
  sessionsShareCents,
  type Booking,
  type BookingHistoryAction,
  type BookingPaymentStatus,
  type CancelScope,
} from '@courtbook/shared';
import { formatBookingDate, formatTimeRange } from '../format';

/** Staff may confirm a booking still on hold (it is then paid at the club). */
export const canConfirm = (booking: Booking): boolean => booking.status === 'pending';

/** Staff may cancel a booking that is still to come: on hold or confirmed (not yet played). */
export const canCancel = (booking: Booking): boolean =>
  booking.status === 'pending' || booking.status === 'confirmed';

/** A booking to be paid at the club, not marked paid yet: staff may record it paid at the desk. */
export const canMarkPaid = (booking: Booking): boolean =>
  booking.payment_method === 'venue' &&
  booking.venue_paid === null &&
  (booking.status === 'confirmed' || booking.status === 'completed');

/** A card payment with something left to refund: staff may refund it (with a cancel, or any time). */
export const canRefund = (booking: Booking): boolean =>
  booking.payment_method === 'card' && (decimalToCents(booking.refundable_amount) ?? 0) > 0;

/** The sessions of the series still on (not cancelled), earliest first. */
export const liveSessionsOf = (booking: Booking) =>
  booking.series_sessions.filter((session) => !session.cancelled);

/** The sessions a cancel of `scope` on this booking takes (those still on). */
export function sessionsCancelledBy(booking: Booking, scope: CancelScope) {
  const live = liveSessionsOf(booking);
  if (scope === 'series') return live;
  if (scope === 'session') return live.filter((s) => s.booking_id === booking.booking_id);
  return live.filter((s) => s.booking_date >= booking.booking_date);
}

/**
 * What a cancel of `scope` refunds (as the server computes it): those sessions' share, or all that
 * is left for the whole series.
 */
export function cancelRefundCents(booking: Booking, scope: CancelScope): number {
  const left = decimalToCents(booking.refundable_amount) ?? 0;
  const taken = sessionsCancelledBy(booking, scope);
  if (taken.length === liveSessionsOf(booking).length) return left;
  return sessionsShareCents(
    taken.map(() => booking),
    left,
  );
}

export const sessionsOf = (booking: Booking): string[] =>
  booking.session_dates.length > 0 ? booking.session_dates : [booking.booking_date];

/** "Mon, Dec 7, 2026, 6:00 PM – 7:30 PM". */
export const whenText = (booking: Booking): string =>
  `${formatBookingDate(booking.booking_date)}, ${formatTimeRange(booking)}`;

export const HISTORY_LABELS: Record<BookingHistoryAction, string> = {
  'booking.create': 'Booked',
  'booking.confirm': 'Confirmed (to be paid at the club)',
  'booking.cancel': 'Cancelled',
  'booking.mark_paid': 'Marked paid at the club',
  'booking.move': 'Moved to another court or time',
  'payment.refund': 'Card payment refunded',
};

export const PAYMENT_STATUS_LABELS: Record<BookingPaymentStatus, string> = {
  requires_payment: 'Awaiting payment',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

const stampFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant in the viewer's own time: "Nov 22, 2026, 9:41 AM". */
export function formatStamp(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : stampFormat.format(instant);
}
