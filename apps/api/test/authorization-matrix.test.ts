import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFixture,
  PARTIES,
  ROUTE_CASES,
  type Fixture,
  type Party,
} from './helpers/route-cases';
import { signIn } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Every API endpoint × every kind of caller, each cell asserting the exact status, that nobody
 * sees another party's data, and that no browser or proxy may keep the answer (no-store). The
 * endpoints come from the app's own route table (its OpenAPI document): a route without a row in
 * helpers/route-cases.ts fails the first test, so a new endpoint cannot be left out.
 */
describe('authorization matrix', () => {
  let ctx: TestContext;
  let fixture: Fixture;
  let cellNumber = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    fixture = await createFixture(ctx);
  });
  afterAll(() => ctx.app.close());

  it('has a row for every route the API serves', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    const served = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(40);
    expect(ROUTE_CASES.map((c) => c.route).sort()).toEqual([...new Set(served)].sort());
  });

  /** Names that may appear in public answers: locations are public, people are not. */
  const mustNotSee = (party: Party, route: string): string[] => {
    const publicLocations = [
      'GET /api/all_locations/',
      'POST /api/check_court_availability/',
      'GET /api/day_availability/',
      'GET /api/get_courtbookings/',
    ].includes(route);
    return fixture.foreign[party].filter((marker) => !(publicLocations && marker.includes('Club')));
  };

  describe.each(ROUTE_CASES)('$route', (routeCase) => {
    it.each(PARTIES)('as %s', async (party) => {
      const n = ++cellNumber;
      const request = await routeCase.request({ party, world: fixture.world, n, ctx });
      const [method] = routeCase.route.split(' ');
      let headers: Record<string, string> = {};
      if (party !== 'anonymous') {
        headers = routeCase.freshAccount
          ? (await signIn(ctx.app, ctx.database.db, fixture.accountKinds[party])).headers
          : fixture.callers[party].headers;
      }
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: request.url,
        headers,
        ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(routeCase.expect[party]);
      for (const marker of mustNotSee(party, routeCase.route)) {
        expect(res.body, `${party} must not see ${marker}`).not.toContain(marker);
      }
      expect(res.body).not.toMatch(/password_hash|\$argon2|code_hash|token_version/);
      // Signed-in answers (JSON, the .ics and CSV files) and every other API answer alike.
      expect(res.headers['cache-control'], 'cache-control').toBe('no-store');
    });
  });
});
