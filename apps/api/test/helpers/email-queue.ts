import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { EMAIL_QUEUE } from '../../src/plugins/email-outbox';

/** Emails whose last try failed, waiting to be tried again. */
export async function emailsRetrying(db: Database): Promise<number> {
  const [row] = rowsOf<{ waiting: number }>(
    await db.execute(
      sql`select count(*)::int as waiting from pgboss.job
          where name = ${EMAIL_QUEUE} and state = 'retry'`,
    ),
  );
  return row?.waiting ?? 0;
}

/** Emails queued but not yet handed to the mail server (waiting, retrying or being sent). */
export async function emailsInQueue(db: Database): Promise<number> {
  const [row] = rowsOf<{ waiting: number }>(
    await db.execute(
      sql`select count(*)::int as waiting from pgboss.job
          where name = ${EMAIL_QUEUE} and state in ('created', 'retry', 'active')`,
    ),
  );
  return row?.waiting ?? 0;
}

/**
 * Waits until every queued email has been handed to the mail server: then what a mailbox holds is
 * all there will be, and "sent once" can be asserted without sleeping.
 */
export async function emailsSent(db: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await emailsInQueue(db)) > 0) {
    if (Date.now() > deadline) throw new Error(`emails still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Every email ever queued to an address, whatever became of it (sent, waiting, failed): what a
 * transaction that rolled back must not have added to.
 */
export async function emailsQueuedTo(db: Database, address: string): Promise<number> {
  const [row] = rowsOf<{ queued: number }>(
    await db.execute(
      sql`select count(*)::int as queued from pgboss.job
          where name = ${EMAIL_QUEUE} and lower(data->>'to') = ${address.toLowerCase()}`,
    ),
  );
  return row?.queued ?? 0;
}
