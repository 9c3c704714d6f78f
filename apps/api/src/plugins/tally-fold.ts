import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { foldTallyChanges } from '../modules/bookings';
import { runEvery } from './run-every';

/**
 * Folds the booking changes appended since the last time into the list tallies every
 * `intervalSeconds`. Counts are exact without it (they add the changes not yet folded); it keeps
 * the number of those small. Several processes may fold at once: each moves distinct rows.
 */
export default fp<{ intervalSeconds: number }>(
  async function tallyFold(app: FastifyInstance, { intervalSeconds }) {
    runEvery(app, { name: 'folding the booking tallies', intervalMs: intervalSeconds * 1000 }, () =>
      foldTallyChanges(app.db),
    );
  },
  { name: 'tally-fold', dependencies: ['database'] },
);
