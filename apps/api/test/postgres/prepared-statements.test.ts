import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { users } from '../../src/db/schema';
import { createTestDatabase } from '../helpers/test-database';

const preparedLike = async (database: DatabaseHandle, pattern: string) =>
  rowsOf<{ name: string; calls: string }>(
    await database.db.execute(
      sql`select name, generic_plans + custom_plans as calls from pg_prepared_statements
          where statement like ${pattern}`,
    ),
  );

/**
 * On PostgreSQL each statement with parameters is prepared once per connection, named after its
 * text, and run again from there: its plan is kept instead of made anew on every call.
 */
describe('statements prepared by their text', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    // One connection, so every statement below runs on the one whose prepared statements we read.
    database = await createTestDatabase({ poolSize: 1 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('prepares a query with parameters once and reuses it with other values', async () => {
    for (const id of [1, 2, 3]) {
      await database.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    }
    const prepared = await preparedLike(
      database,
      'select "id" from "users" where "users"."id" = $1%',
    );
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^s_/);
    expect(Number(prepared[0]!.calls)).toBe(3);
  });

  it('leaves a statement without parameters unprepared', async () => {
    await database.db.execute(sql`select 42 as answer_without_parameters`);
    expect(await preparedLike(database, '%answer_without_parameters%')).toEqual([]);
  });
});
