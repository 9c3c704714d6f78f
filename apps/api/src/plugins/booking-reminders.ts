import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { runEvery } from './run-every';

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

    runEvery(app, { name: 'booking reminders', intervalMs: SWEEP_MS }, async () => {
      const sent = await sendDueReminders();
      if (sent > 0) app.log.info({ sent }, 'booking reminders queued');
    });
  },
  { name: 'booking-reminders', dependencies: ['services'] },
);
