import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';

/** The SQL behind reminders before play. */
export function createBookingRemindersRepository(db: Database) {
  return {
    /** Confirmed sessions starting in (now, until] whose reminder has not gone, soonest first. */
    due(options: { now: Date; until: Date; limit: number }) {
      return db
        .select({ id: bookings.id, seriesId: bookings.seriesId })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            isNull(bookings.reminderSentAt),
            gt(bookings.startsAt, options.now),
            lte(bookings.startsAt, options.until),
          ),
        )
        .orderBy(asc(bookings.startsAt))
        .limit(options.limit);
    },

    /** Marks one session reminded through `tx`; false when another process did it first. */
    async claim(tx: Database, id: number, now: Date): Promise<boolean> {
      const claimed = await tx
        .update(bookings)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(bookings.id, id),
            eq(bookings.status, 'confirmed'),
            isNull(bookings.reminderSentAt),
          ),
        )
        .returning({ id: bookings.id });
      return claimed.length === 1;
    },
  };
}
export type BookingRemindersRepository = ReturnType<typeof createBookingRemindersRepository>;
