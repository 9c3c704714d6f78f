import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireLapsedHolds } from '../modules/bookings/booking-holds.repository';

/**
 * Marks lapsed holds `expired` every `intervalSeconds` (0 turns it off). Correctness never waits
 * for it: a new booking releases lapsed holds on its court itself. It keeps lists and reports
 * truthful. Several processes may sweep at once: the sweep is one idempotent UPDATE.
 */
export default fp<{ intervalSeconds: number }>(
  async function holdSweeper(app: FastifyInstance, { intervalSeconds }) {
    if (intervalSeconds <= 0) return;
    let running = false;
    const sweep = async () => {
      if (running) return;
      running = true;
      try {
        const released = await expireLapsedHolds(app.db, { now: new Date() });
        if (released > 0) app.log.info({ released }, 'lapsed booking holds expired');
      } catch (err) {
        app.log.error({ err }, 'booking hold sweep failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void sweep(), intervalSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'hold-sweeper', dependencies: ['database'] },
);
