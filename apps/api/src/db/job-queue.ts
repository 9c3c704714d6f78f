import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from './client';
import { rowsOf } from './rows';

/** The job queue's schema in the app's database (plugins/email-outbox.ts works from it). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** A pg-boss instance working through `executeSql` (a pool, a PGlite, or one locked connection). */
export const createJobQueue = (executeSql: ExecuteSql, options: PgBoss.ConstructorOptions = {}) =>
  new PgBoss({ db: { executeSql }, schema: JOB_QUEUE_SCHEMA, ...options });

/**
 * Creates or updates the queue's tables, as part of migrating. On PostgreSQL it runs on the
 * connection that holds the migration lock, so processes starting together never race to create
 * the schema (pg-boss's own start would).
 */
export async function installJobQueue(executeSql: ExecuteSql): Promise<void> {
  const boss = createJobQueue(executeSql, { supervise: false, schedule: false });
  await boss.start();
  await ensureQueue(boss, EMAIL_QUEUE, EMAIL_RETRIES);
  await ensureQueue(boss, WAITLIST_OFFER_QUEUE, WAITLIST_OFFER_QUEUE_OPTIONS);
  await boss.stop({ graceful: false, wait: true });
}

/** The queue every email goes through (plugins/email-outbox.ts). */
export const EMAIL_QUEUE = 'email';

/** Retries for about a day (5 s, 10 s, 20 s … capped by pg-boss at an hour between tries). */
export const EMAIL_RETRIES = {
  retryLimit: 30,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
};

/** The queue of waitlist offers: one job per freed slot someone waits for (modules/waitlist). */
export const WAITLIST_OFFER_QUEUE = 'waitlist-offer';

/**
 * `short`: at most one job waits per freed slot (its singleton key), however many processes
 * hear of it; one more may queue while one runs, so a job stuck in a dead process does not stop
 * a live one from making the offer (the offer's own transaction makes it once).
 */
export const WAITLIST_OFFER_QUEUE_OPTIONS = {
  policy: 'short',
  retryLimit: 20,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 60,
} as const;

/**
 * Creates a queue unless it exists. pg-boss's createQueue always takes the queue table's locks:
 * two processes creating the same queue at once deadlock, so it is made with the migrations,
 * under their lock, and a starting process only checks for it.
 */
export async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Omit<PgBoss.Queue, 'name'>,
): Promise<void> {
  if (await boss.getQueue(name)) return;
  await boss.createQueue(name, { name, ...options });
}

/** pg-boss's SQL ($n parameters) run through a drizzle database or transaction. */
export function executorFor(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        // An undefined value would vanish from the text: it is a NULL parameter.
        i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
      );
      return { rows: rowsOf(await db.execute(sql.join(chunks, sql.raw('')))) };
    },
  };
}
