import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptsFor, problemWith, type Attempt, type OpenApiOperation } from './helpers/bad-input';
import { createFixture, ROUTE_CASES, type Fixture } from './helpers/route-cases';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Bad input on every endpoint of the route table: malformed JSON, wrong content types, wrong
 * shapes and types in every field, huge strings and bodies, missing fields, control characters
 * (NUL) in every text field of JSON and multipart bodies, multipart bodies cut short, bad ids (text,
 * booleans, negative, 2³¹ and up, traversal, SQL) in paths, queries and bodies, and bad query values.
 * Each must answer 4xx with the envelope and a message in plain words (never a validator's own
 * text), never 5xx, and change nothing in the database. SQL and script text in string fields may be
 * valid text (a name can contain a quote): it must never cause a 5xx, and a refusal changes nothing.
 */

describe('bad input on every endpoint', () => {
  let ctx: TestContext;
  let fixture: Fixture;
  let operations: Record<string, OpenApiOperation>;
  let headers: { authorization: string };
  let cellNumber = 10_000;

  beforeAll(async () => {
    ctx = await createTestApp();
    fixture = await createFixture(ctx);
    headers = fixture.callers.superAdmin.headers;
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = res.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
    operations = Object.fromEntries(
      Object.entries(paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op]),
      ),
    );
  });
  afterAll(() => ctx.app.close());

  let tableNames: string[] = [];

  /**
   * A fingerprint per table: its row count and the newest row version (xmin), so any insert,
   * update or delete shows. One query for every table.
   */
  async function snapshot(): Promise<Record<string, string>> {
    if (tableNames.length === 0) {
      const tables = (await ctx.database.db.execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'
              -- Derived from bookings, and folded by a background timer at any moment.
              and table_name not in ('booking_tallies', 'booking_tally_changes')
            order by 1`,
      )) as { rows: { name: string }[] };
      tableNames = tables.rows.map((t) => t.name);
    }
    const query = tableNames
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as print from "${name}"`,
      )
      .join(' union all ');
    const result = (await ctx.database.db.execute(sql.raw(query))) as {
      rows: { name: string; print: string }[];
    };
    return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
  }

  function send(method: string, attempt: Attempt) {
    const contentType =
      attempt.contentType ?? (attempt.payload === undefined ? undefined : 'application/json');
    const { payload } = attempt;
    return ctx.app.inject({
      method: method as 'POST',
      url: attempt.url,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined
        ? {}
        : {
            payload:
              typeof payload === 'string' || Buffer.isBuffer(payload)
                ? payload
                : JSON.stringify(payload),
          }),
    });
  }

  it.each(ROUTE_CASES.map((c) => c.route))('%s', async (route) => {
    const routeCase = ROUTE_CASES.find((c) => c.route === route)!;
    const [method] = route.split(' ') as [string];
    const request = await routeCase.request({
      party: 'superAdmin',
      world: fixture.world,
      n: ++cellNumber,
      ctx,
    });
    const failures: string[] = [];

    let current = await snapshot();
    for (const attempt of attemptsFor(route, operations[route] ?? {}, request)) {
      const res = await send(method, attempt);
      const problem = problemWith(res, attempt.strict === true);
      if (problem) failures.push(`${attempt.label}: ${problem}`);
      const after = await snapshot();
      if (res.statusCode >= 400) {
        const changed = Object.keys(after).filter((table) => after[table] !== current[table]);
        if (changed.length > 0)
          failures.push(`${attempt.label}: refused, yet changed ${changed.join(', ')}`);
      }
      current = after;
    }

    const users = (await ctx.database.db.execute(sql`select count(*)::int as n from users`)) as {
      rows: { n: number }[];
    };
    expect(users.rows[0]!.n).toBeGreaterThan(0);

    expect(failures).toEqual([]);
  });
});
