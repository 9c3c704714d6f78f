import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { createServices, type Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's use cases, built once (src/services.ts); routes call them, never build them. */
    services: Services;
  }
}

/** Builds the services once the infrastructure they use is open (docs/decisions/0030). */
export default fp<{ env: Env }>(
  async function services(app: FastifyInstance, { env }) {
    app.decorate<Services>(
      'services',
      createServices({
        env,
        db: app.db,
        outbox: app.outbox,
        runLater: app.runLater,
        tokens: app.tokens,
        payments: app.payments,
        courtEvents: app.courtEvents,
        log: app.log,
      }),
    );
  },
  {
    name: 'services',
    dependencies: ['database', 'email-outbox', 'background', 'auth', 'payments', 'court-events'],
  },
);
