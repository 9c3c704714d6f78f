import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { createBookingQueriesRepository } from '../modules/bookings/booking-queries.repository';
import { createBookingRemindersRepository } from '../modules/bookings/booking-reminders.repository';
import { createReminderSender } from '../modules/bookings/booking-reminders.service';
import { createBookingsService } from '../modules/bookings/bookings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues the reminders now due; answers how many. The timer below calls it every minute. */
    sendDueReminders: (now?: Date) => Promise<number>;
  }
}

const SWEEP_MS = 60_000;

/** Reminder emails before play (BOOKING_REMINDER_HOURS), looked for every minute in each process. */
export default fp<{ env: Env }>(
  async function bookingReminders(app: FastifyInstance, { env }) {
    const sendDueReminders = createReminderSender({
      db: app.db,
      repository: createBookingRemindersRepository(app.db),
      bookings: createBookingsService({ queries: createBookingQueriesRepository(app.db) }),
      outbox: app.outbox,
      hours: env.BOOKING_REMINDER_HOURS,
    });
    app.decorate('sendDueReminders', sendDueReminders);
    if (env.BOOKING_REMINDER_HOURS <= 0) return;

    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sendDueReminders()
        .then((sent) => sent > 0 && app.log.info({ sent }, 'booking reminders queued'))
        .catch((err: unknown) => app.log.error({ err }, 'booking reminders failed'))
        .finally(() => (running = false));
    }, SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'booking-reminders', dependencies: ['database', 'email-outbox'] },
);
