import { BookingMessages, type Booking } from '@courtbook/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { StaffActor } from '../../lib/staff-scope';
import { bookingLifecycle } from './booking-lifecycle';
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
  return async function release(actor: StaffActor, id: number): Promise<Booking> {
    const outcome = await db.transaction((tx) => bookingLifecycle.release(tx, id, actor.id));
    if ('refused' in outcome) {
      throw outcome.refused === 'not_found'
        ? AppError.notFound(BookingMessages.bookingNotFound)
        : AppError.conflict(BookingMessages.cannotRelease);
    }
    const released = (await reader.series(outcome.seriesId)).find((b) => b.booking_id === id);
    if (!released) throw AppError.notFound(BookingMessages.bookingNotFound);
    return released;
  };
}
