import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Whether any row of the table matches (reading one at most). */
export async function anyRow(db: Database, table: PgTable, where: SQL | undefined) {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}

/** The rows of a raw `db.execute`, whose result type differs between the two drivers. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
