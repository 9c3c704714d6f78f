import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { createJobQueue } from '../db/job-queue';

export interface JobQueue {
  /** This process's pg-boss, started; each feature creates (or checks) and works its own queue. */
  boss: PgBoss;
  /** Counts `work` as under way, so closing waits for it (a job's own database work, say). */
  track: <T>(work: Promise<T>) => Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobQueue: JobQueue;
  }
}

/**
 * One pg-boss per process, on the app's database (its tables are installed when it migrates).
 * pg-boss's `stop` returns while a poll for the next job may still be on its way, and it does not
 * await the query that marks a finished job complete: closing waits until nothing the queue
 * started (a query, or the work of a job such a poll took) is left, before the pool closes.
 */
export default fp(
  async function jobQueue(app: FastifyInstance) {
    const underWay = new Set<Promise<unknown>>();
    const track = <T>(work: Promise<T>): Promise<T> => {
      const tracked = work.catch(() => undefined).finally(() => underWay.delete(tracked));
      underWay.add(tracked);
      return work;
    };
    const boss = createJobQueue((text, values) => track(app.database.executeSql(text, values)), {
      supervise: true,
      schedule: false,
      // Installed with the migrations, under their lock.
      migrate: false,
      // Email and offers need no archive to speak of.
      deleteAfterDays: 7,
    });
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    await boss.start();
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // What pg-boss does after a query (run the job it took, then record it) follows in promise
      // callbacks: once they have run, a turn of the event loop later, nothing new can start.
      do {
        await Promise.allSettled([...underWay]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (underWay.size > 0);
    });
    app.decorate<JobQueue>('jobQueue', { boss, track });
  },
  { name: 'job-queue', dependencies: ['database'] },
);
