import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lengthAttempts,
  problemWith,
  type LengthAttempt,
  type OpenApiOperation,
} from './helpers/bad-input';
import {
  createFixture,
  ROUTE_CASES,
  type Cell,
  type Fixture,
  type Request,
} from './helpers/route-cases';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Every text field of every body the API takes, at exactly its limit and one past it. At the
 * limit a value is accepted, or refused for another reason, but never answers 500; one past it
 * answers 400 with the problem in `errors`. A field's limit is the smaller of the API's declared
 * maxLength and the length of the database column of the same name, read from the database
 * itself: a schema that lets through more than its column holds fails here.
 */

interface BodyCase {
  route: string;
  /** The route as the OpenAPI document names it. */
  operation: string;
  request: (cell: Cell) => Request | Promise<Request>;
}

const bookingCase = ROUTE_CASES.find((c) => c.route === 'POST /api/court-bookings/')!;

const BODY_CASES: BodyCase[] = [
  ...ROUTE_CASES.map((c) => ({ route: c.route, operation: c.route, request: c.request })),
  {
    // Staff at the desk book for someone with no account: their details travel nested.
    route: 'POST /api/court-bookings/ for a walk-in',
    operation: bookingCase.route,
    request: async (cell) => {
      const { url, payload } = await bookingCase.request(cell);
      const { user_email: _player, ...booking } = payload as Record<string, unknown>;
      return {
        url,
        payload: {
          ...booking,
          walk_in: {
            first_name: 'Walk',
            last_name: 'In',
            phone: '+12155550100',
            email: 'walk.in@example.test',
          },
        },
      };
    },
  },
];

describe('text at its length limit and one past it, on every body', () => {
  let ctx: TestContext;
  let fixture: Fixture;
  let operations: Record<string, OpenApiOperation>;
  let columnLimits: Record<string, number>;
  let cellNumber = 20_000;
  const walked = new Set<string>();

  beforeAll(async () => {
    ctx = await createTestApp();
    fixture = await createFixture(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = res.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
    operations = Object.fromEntries(
      Object.entries(paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op]),
      ),
    );
    const columns = (await ctx.database.db.execute(
      sql`select column_name as name, min(character_maximum_length)::int as length
          from information_schema.columns
          where table_schema = 'public' and data_type = 'character varying'
          group by column_name`,
    )) as { rows: { name: string; length: number }[] };
    columnLimits = Object.fromEntries(columns.rows.map((c) => [c.name, c.length]));
  });
  afterAll(() => ctx.app.close());

  function send(method: string, attempt: LengthAttempt) {
    const { payload } = attempt;
    return ctx.app.inject({
      method: method as 'POST',
      url: attempt.url,
      headers: {
        ...fixture.callers.superAdmin.headers,
        'content-type': attempt.contentType ?? 'application/json',
      },
      payload: Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });
  }

  function problemAt(attempt: LengthAttempt, res: { statusCode: number; body: string }) {
    if (!attempt.past) return problemWith(res, false);
    if (res.statusCode !== 400) return `answered ${res.statusCode}: ${res.body.slice(0, 160)}`;
    const { errors } = JSON.parse(res.body) as { errors?: unknown };
    if (!Array.isArray(errors) || errors.length === 0) return `no errors listed: ${res.body}`;
    return problemWith(res, true);
  }

  it.each(BODY_CASES.map((c) => c.route))('%s', async (route) => {
    const bodyCase = BODY_CASES.find((c) => c.route === route)!;
    const op = operations[bodyCase.operation] ?? {};
    if (!op.requestBody) return;
    const [method] = bodyCase.operation.split(' ') as [string];
    // A fresh request for each attempt: a new slot, a new email, a new record to act on.
    const build = async () =>
      bodyCase.request({ party: 'superAdmin', world: fixture.world, n: ++cellNumber, ctx });
    const count = lengthAttempts(op, await build(), columnLimits).length;
    const failures: string[] = [];
    for (let i = 0; i < count; i++) {
      const attempt = lengthAttempts(op, await build(), columnLimits)[i]!;
      walked.add(attempt.field);
      const problem = problemAt(attempt, await send(method, attempt));
      if (problem) failures.push(`${attempt.label}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it('walked the fields every account, message and location form sends', () => {
    for (const field of ['email', 'first_name', 'last_name', 'phone', 'country', 'name']) {
      expect(walked).toContain(field);
    }
    expect(columnLimits.email).toBe(254);
  });
});
