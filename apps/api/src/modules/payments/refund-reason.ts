import type { RefundReason, StoredBookingStatus } from '@courtbook/shared';
import { isGivenBack } from '../bookings';

/** Why a series' payment was refunded, read from its stored rows (the player is told it). */
export function refundReasonOf(
  rows: readonly { status: StoredBookingStatus; holdExpiresAt: Date | null }[],
): RefundReason {
  if (rows.some((row) => row.status === 'cancelled')) return 'cancelled';
  if (rows.some(isGivenBack)) return 'given_back';
  return 'court_taken';
}

/** A refund's reason as its row keeps it (the receipt and the booking show it). */
export const refundReasonTexts: Record<RefundReason, string> = {
  cancelled: 'Paid after the club cancelled the booking',
  given_back: 'Paid after the booking was released or replaced',
  court_taken: 'Paid after the hold lapsed and the court was taken',
};
