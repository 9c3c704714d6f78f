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
