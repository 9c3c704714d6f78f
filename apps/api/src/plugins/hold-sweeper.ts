import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bookingLifecycle } from '../modules/bookings';
import { runEvery } from './run-every';

/**
 * Marks lapsed holds `expired` every `intervalSeconds` (0 turns it off). Correctness never waits
 * for it: a new booking releases lapsed holds on its court itself. It keeps lists and reports
 * truthful. Several processes may sweep at once: the sweep is one idempotent UPDATE.
 */
export default fp<{ intervalSeconds: number }>(
  async function holdSweeper(app: FastifyInstance, { intervalSeconds }) {
    if (intervalSeconds <= 0) return;
    runEvery(app, { name: 'booking hold sweep', intervalMs: intervalSeconds * 1000 }, async () => {
      const released = await bookingLifecycle.expireLapsed(app.db, new Date());
      if (released > 0) app.log.info({ released }, 'lapsed booking holds expired');
    });
  },
  { name: 'hold-sweeper', dependencies: ['database'] },
);
