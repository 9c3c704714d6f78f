import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { EMAIL_QUEUE, EMAIL_RETRIES, ensureQueue, executorFor } from '../db/job-queue';
import type { MailMessage } from '../lib/email/mailer';
import { fromQueued, toQueued, type QueuedMessage } from '../lib/email/queued-message';

export { EMAIL_QUEUE };

export interface EmailOutbox {
  /**
   * Writes the message to the outbox (pg-boss's job table) through `db`: pass the transaction
   * that makes the change the message reports, and the message exists exactly when the change
   * does. A worker in some API process sends it, retrying with backoff while SMTP is away.
   * A message to no address (a walk-in who gave no email) is dropped.
   */
  send(message: MailMessage, options?: { db?: Database }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: EmailOutbox;
  }
}

/**
 * Every email is queued, never sent from the request: a request does not wait on SMTP, and a
 * message written while SMTP is down goes out when it is back. pg-boss hands each job to one
 * worker in one process (SKIP LOCKED), so several processes never send one message twice.
 */
export default fp(
  async function emailOutbox(app: FastifyInstance) {
    const { boss, track } = app.jobQueue;
    // Made with the migrations; a database migrated before that gets it here.
    await ensureQueue(boss, EMAIL_QUEUE, EMAIL_RETRIES);
    await boss.work<QueuedMessage>(
      EMAIL_QUEUE,
      { pollingIntervalSeconds: 0.5, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        // The mailer logs and answers false on a failure: throwing asks pg-boss to retry later.
        if (!(await track(app.mailer.send(fromQueued(job.data))))) {
          throw new Error('the mail server did not take the message; it will be tried again');
        }
      },
    );
    app.decorate<EmailOutbox>('outbox', {
      async send(message, options = {}) {
        // A walk-in who gave no email has none to send to.
        if (message.to === '') return;
        const data = toQueued(message) as unknown as object;
        await boss.send(EMAIL_QUEUE, data, {
          ...EMAIL_RETRIES,
          db: executorFor(options.db ?? app.db),
        });
      },
    });
  },
  { name: 'email-outbox', dependencies: ['database', 'mailer', 'job-queue'] },
);
