import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, ROUTE_CASES, type Fixture } from './helpers/route-cases';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Bad input on every endpoint of the route table: malformed JSON, wrong content types, wrong
 * shapes and types, huge strings and bodies, missing fields, bad ids (text, negative, huge,
 * traversal, SQL) and bad query values. Each must answer 4xx with the envelope and a message,
 * never 5xx, and change nothing in the database. SQL and script text in string fields may be valid
 * text (a name can contain a quote): it must never cause a 5xx, and a refusal changes nothing.
 */

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface Attempt {
  label: string;
  /** Must be refused (4xx). Otherwise it may be accepted (an ignored field, a harmless query value). */
  strict?: boolean;
  url: string;
  payload?: string | object;
  contentType?: string;
}

const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  "1' OR '1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'x'.repeat(2_000),
];
const BAD_QUERY_VALUES = [
  'abc',
  '-1',
  '9'.repeat(30),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(5_000),
  '2026-02-30',
  '../../etc/passwd',
];
const HOSTILE_TEXT = [
  "Robert'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
];
const HUGE = 'x'.repeat(100_000);

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
    const paths = res.json().paths as Record<string, Record<string, OpenApiOperation>>;
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
            where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )) as unknown as { rows: { name: string }[] };
      tableNames = tables.rows.map((t) => t.name);
    }
    const query = tableNames
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as print from "${name}"`,
      )
      .join(' union all ');
    const result = (await ctx.database.db.execute(sql.raw(query))) as unknown as {
      rows: { name: string; print: string }[];
    };
    return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
  }

  function attemptsFor(route: string, url: string, body: unknown): Attempt[] {
    const [, pattern] = route.split(' ') as [string, string];
    const op = operations[route] ?? {};
    const attempts: Attempt[] = [];

    // Path parameters: the URL's own values replaced one at a time.
    const patternParts = pattern.split('/');
    const urlPath = url.split('?')[0]!;
    const urlParts = urlPath.split('/');
    patternParts.forEach((part, index) => {
      if (!part.startsWith('{')) return;
      for (const bad of BAD_IDS) {
        const parts = [...urlParts];
        parts[index] = bad;
        attempts.push({
          label: `${part}=${bad.slice(0, 20)}`,
          url: parts.join('/'),
          payload: body as object,
        });
      }
    });

    // Query parameters, each given bad values (reads: never 5xx, nothing changes).
    for (const param of op.parameters?.filter((p) => p.in === 'query') ?? []) {
      for (const bad of BAD_QUERY_VALUES) {
        attempts.push({
          label: `?${param.name}=${bad.slice(0, 20)}`,
          url: `${urlPath}?${param.name}=${encodeURIComponent(bad)}`,
        });
      }
    }

    const bodySchema = op.requestBody?.content?.['application/json']?.schema as
      { properties?: Record<string, unknown>; required?: string[] } | undefined;
    if (bodySchema) {
      attempts.push(
        { label: 'malformed JSON', url, payload: '{"email":', contentType: 'application/json' },
        { label: 'text/plain body', url, payload: 'hello', contentType: 'text/plain' },
        { label: 'XML body', url, payload: '<a>1</a>', contentType: 'application/xml' },
        { label: 'JSON array', url, payload: [] },
        { label: 'JSON string', url, payload: '"text"', contentType: 'application/json' },
        {
          label: '2 MB body',
          url,
          payload: { ...(body as object), padding: 'x'.repeat(2 * 1024 * 1024) },
        },
      );
      for (const attempt of attempts) if (attempt.url === url) attempt.strict = true;
      // Updates whose every field is optional may take an empty body.
      attempts.push({
        label: 'empty object',
        url,
        payload: {},
        strict: Boolean(bodySchema.required?.length),
      });
      const properties = Object.keys(bodySchema.properties ?? {});
      for (const field of properties) {
        const base = (body ?? {}) as Record<string, unknown>;
        attempts.push(
          { label: `${field} as object`, url, payload: { ...base, [field]: { $gt: '' } } },
          { label: `${field} as list`, url, payload: { ...base, [field]: [1, 2] } },
          { label: `${field} 100k chars`, url, payload: { ...base, [field]: HUGE } },
        );
      }
    }
    return attempts;
  }

  function hostileAttempts(route: string, url: string, body: unknown): Attempt[] {
    const [method] = route.split(' ');
    if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') return [];
    const base = (body ?? {}) as Record<string, unknown>;
    return Object.entries(base)
      .filter(([, value]) => typeof value === 'string')
      .flatMap(([field]) =>
        HOSTILE_TEXT.map((text) => ({
          label: `${field}=${text.slice(0, 16)}`,
          url,
          payload: { ...base, [field]: text },
        })),
      );
  }

  function send(method: string, attempt: Attempt) {
    const contentType =
      attempt.contentType ?? (attempt.payload === undefined ? undefined : 'application/json');
    return ctx.app.inject({
      method: method as 'POST',
      url: attempt.url,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(attempt.payload === undefined
        ? {}
        : {
            payload:
              typeof attempt.payload === 'string'
                ? attempt.payload
                : JSON.stringify(attempt.payload),
          }),
    });
  }

  /** What is wrong with an answer to bad input, if anything. */
  function problemWith(res: { statusCode: number; body: string }, refusalOnly: boolean) {
    if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 160)}`;
    if (res.statusCode < 400) {
      return refusalOnly ? `accepted with ${res.statusCode}: ${res.body.slice(0, 120)}` : undefined;
    }
    let envelope: { code?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(res.body);
    } catch {
      return `answered ${res.statusCode} without JSON: ${res.body.slice(0, 80)}`;
    }
    const codeOk = envelope.code === res.statusCode || envelope.code === 'token_not_valid';
    if (!codeOk || typeof envelope.message !== 'string' || envelope.message.length === 0) {
      return `answered ${res.statusCode} without the envelope: ${res.body.slice(0, 120)}`;
    }
    return undefined;
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

    const attempts = [
      ...attemptsFor(route, request.url, request.payload),
      ...hostileAttempts(route, request.url, request.payload),
    ];
    let current = await snapshot();
    for (const attempt of attempts) {
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

    const users = (await ctx.database.db.execute(
      sql`select count(*)::int as n from users`,
    )) as unknown as { rows: { n: number }[] };
    expect(users.rows[0]!.n).toBeGreaterThan(0);

    expect(failures).toEqual([]);
  });
});
