import { displayStatus, type BookingStatus, type StoredBookingStatus } from '@courtbook/shared';

/** The stored columns a booking's shown status depends on. */
export interface StatusColumns {
  status: StoredBookingStatus;
  holdExpiresAt: Date | null;
  endsAt: Date;
}

/**
 * The status a booking shows: a lapsed hold is expired even before the sweep marks it, and a
 * confirmed booking that ended is completed. `statusFilter` (booking-filters.repository.ts) is
 * the same rule in SQL.
 */
export function shownStatus(row: StatusColumns, now: Date): BookingStatus {
  const { status, holdExpiresAt } = row;
  if (status === 'pending' && holdExpiresAt && holdExpiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return displayStatus(status, row.endsAt, now);
}
