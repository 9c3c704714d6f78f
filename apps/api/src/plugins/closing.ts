import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * While the app closes (SIGTERM, or a worker being replaced), requests that still arrive on open
 * keep-alive connections answer 503 with Retry-After in the usual envelope, through the error
 * handler, instead of Fastify's own closing answer (`return503OnClosing` is off in app.ts).
 */
export default fp(
  async function closing(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A callback hook, not an async one: it runs on every request, and a promise each time is
    // work for nothing while the app is open.
    app.addHook('onRequest', (_request, _reply, done) => {
      done(closing ? AppError.unavailable() : undefined);
    });
  },
  { name: 'closing', dependencies: ['error-handler'] },
);
