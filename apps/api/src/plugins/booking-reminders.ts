import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';

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
    const { sendDueReminders } = app.services;
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
  { name: 'booking-reminders', dependencies: ['services'] },
);
