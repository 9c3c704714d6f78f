import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { choosePaymentProvider, type AnyPaymentProvider } from '../lib/payments';

declare module 'fastify' {
  interface FastifyInstance {
    payments: AnyPaymentProvider;
  }
}

/** The card payment provider, chosen once from the settings. */
export default fp<{ env: Env }>(
  async function payments(app: FastifyInstance, { env }) {
    const provider = choosePaymentProvider(env, app.db);
    if (provider.kind === 'local') {
      app.log.warn(
        'Payments: the local test provider takes cards (test payments only, no money moves); set the Stripe keys for real payments',
      );
    }
    app.decorate<AnyPaymentProvider>('payments', provider);
  },
  { name: 'payments', dependencies: ['database'] },
);
