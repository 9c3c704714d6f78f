import { BookingMessages, type Booking } from '@courtbook/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { StaffActor } from '../../lib/staff-scope';
import { releasePendingSeries } from './booking-holds.repository';
import type { BookingsService } from './bookings.service';

export interface ReleaseHoldOptions {
  db: Database;
  bookings: BookingsService;
}

/**
 * POST /court-bookings/{id}/release/: a player gives back the court their unpaid booking holds
 * (DESIGN.md section 4; not a cancellation, nothing was paid). The whole series, at once.
 */
export function createHoldReleaser({ db, bookings: reader }: ReleaseHoldOptions) {
  return async function release(actor: StaffActor, id: number, now = new Date()): Promise<Booking> {
    const owner = eq(bookings.userId, actor.id);
    const outcome = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ status: bookings.status, seriesId: bookings.seriesId })
        .from(bookings)
        .where(
          and(
            owner,
            eq(
              bookings.seriesId,
              tx
                .select({ seriesId: bookings.seriesId })
                .from(bookings)
                .where(and(eq(bookings.id, id), owner)),
            ),
          ),
        )
        .for('update');
      if (rows.length === 0) return 'not_found' as const;
      if (rows.some((row) => row.status !== 'pending')) return 'not_pending' as const;
      await releasePendingSeries(tx, { bookingId: id, owner, now });
      return rows[0]!.seriesId;
    });
    if (outcome === 'not_found') throw AppError.notFound(BookingMessages.bookingNotFound);
    if (outcome === 'not_pending') throw AppError.conflict(BookingMessages.cannotRelease);
    const released = (await reader.series(outcome)).find((b) => b.booking_id === id);
    if (!released) throw AppError.notFound(BookingMessages.bookingNotFound);
    return released;
  };
}
