import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './rows';

/** A page of a list, each row carrying the whole list's count (`total`), and that count. */
export interface CountedPage<Row> {
  rows: Row[];
  count: number;
}

/** Runs a count expression (see `countedPage`) on its own. */
async function countSeparately(db: Database, total: SQL<number>): Promise<number> {
  const [row] = rowsOf<{ total: number | string }>(await db.execute(sql`select ${total} as total`));
  return Number(row?.total ?? 0);
}

/**
 * A count as an int a page's select can carry: a `count(*)` query (a scalar subquery), or a sum
 * of such counts.
 */
export const countOf = (query: SQL | { getSQL(): SQL }): SQL<number> =>
  sql<number>`(${query})::int`.mapWith(Number);

/**
 * A page and its list's exact count from one statement: the page's select carries the count as
 * an uncorrelated scalar subquery (`total`), which PostgreSQL works out once (an InitPlan), so the
 * two share one snapshot and one round trip. Past the last page no row carries it, so it is
 * counted alone.
 */
export async function countedPage<Row extends { total: number }>(
  db: Database,
  rows: Row[],
  total: SQL<number>,
): Promise<CountedPage<Row>> {
  const [first] = rows;
  return { rows, count: first ? first.total : await countSeparately(db, total) };
}
