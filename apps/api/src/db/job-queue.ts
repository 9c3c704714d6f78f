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
  await boss.stop({ graceful: false, wait: true });
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
