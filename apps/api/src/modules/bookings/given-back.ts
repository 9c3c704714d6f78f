import type { StoredBookingStatus } from '@courtbook/shared';

/**
 * A booking its player gave back: released, or replaced by the wizard's next choice. Giving back
 * marks it expired without a hold time (`bookingLifecycle.release` and `.replace`); a hold left to lapse keeps its
 * time. A late payment may still confirm a lapsed hold (DESIGN.md section 4), never one given back:
 * the player has let it go, and usually holds its replacement.
 */
export const isGivenBack = (row: { status: StoredBookingStatus; holdExpiresAt: Date | null }) =>
  row.status === 'expired' && row.holdExpiresAt === null;
