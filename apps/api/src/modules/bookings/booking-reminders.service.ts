import type { Database } from '../../db/client';
import type { MailSender } from '../../lib/email/mailer';
import { bookingReminderEmail } from './booking-email';
import type { BookingRemindersRepository } from './booking-reminders.repository';
import type { BookingsService } from './bookings.service';

export interface BookingRemindersOptions {
  db: Database;
  repository: BookingRemindersRepository;
  bookings: BookingsService;
  outbox: MailSender;
  /** BOOKING_REMINDER_HOURS: how long before play; 0 sends none. */
  hours: number;
}

/** Enough for a busy evening at a large club; the rest go on the next sweep. */
const BATCH = 200;

/**
 * Queues a reminder for each confirmed session that starts within `hours`, once: the session is
 * marked in the same transaction that queues its email, and a session another process marked
 * first is skipped.
 */
export function createReminderSender(options: BookingRemindersOptions) {
  const { db, repository, bookings, outbox, hours } = options;
  return async function sendDueReminders(now = new Date()): Promise<number> {
    if (hours <= 0) return 0;
    const until = new Date(now.getTime() + hours * 3_600_000);
    let sent = 0;
    for (const session of await repository.due({ now, until, limit: BATCH })) {
      const message = bookingReminderEmail(await bookings.series(session.seriesId), session.id);
      await db.transaction(async (tx) => {
        const inTransaction = tx as unknown as Database;
        if (!(await repository.claim(inTransaction, session.id, now))) return;
        await outbox.send(message, { db: inTransaction });
        sent += 1;
      });
    }
    return sent;
  };
}
