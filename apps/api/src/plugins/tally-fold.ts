import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { foldTallyChanges } from '../modules/bookings/booking-counts.repository';

/**
 * Folds the booking changes appended since the last time into the list tallies every
 * `intervalSeconds`. Counts are exact without it (they add the changes not yet folded); it keeps
 * the number of those small. Several processes may fold at once: each moves distinct rows.
 */
export default fp<{ intervalSeconds: number }>(
  async function tallyFold(app: FastifyInstance, { intervalSeconds }) {
    let folding: Promise<void> | undefined;
    const fold = () => {
      folding ??= foldTallyChanges(app.db)
        .catch((err: unknown) => app.log.error({ err }, 'folding the booking tallies failed'))
        .finally(() => (folding = undefined));
    };
    const timer = setInterval(fold, intervalSeconds * 1000);
    timer.unref();
    // The database closes after this: a fold under way finishes first.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await folding;
    });
  },
  { name: 'tally-fold', dependencies: ['database'] },
);
