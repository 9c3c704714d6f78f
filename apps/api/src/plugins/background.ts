import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Work a request starts but does not wait for; a failure is logged, never thrown. */
export type RunLater = (name: string, task: () => Promise<void>) => void;

declare module 'fastify' {
  interface FastifyInstance {
    runLater: RunLater;
  }
}

/**
 * Runs work after the answer has gone (e.g. an email whose timing must not say whether an account
 * exists), and lets it finish before the app closes its database.
 */
export default fp(
  async function background(app: FastifyInstance) {
    const underWay = new Set<Promise<void>>();
    app.decorate<RunLater>('runLater', (name, task) => {
      // Started once the answer is written: an embedded database's work would otherwise delay it.
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => app.log.error({ err, task: name }, 'background task failed'))
        .finally(() => underWay.delete(running));
      underWay.add(running);
    });
    const drain = async () => {
      while (underWay.size > 0) await Promise.all(underWay);
    };
    app.addHook('preClose', drain);
    app.addHook('onClose', drain);
  },
  { name: 'background' },
);
