import type { PublicLocation } from '@courtbook/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../src/db/schema';
import { insertLocation } from './helpers/factories';
import { createTestApp, testEnv, type TestContext } from './helpers/test-app';

/** What these tests read of the OpenAPI document. */
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: object }>>;
}

describe('the API skeleton', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  describe('GET /api/health/', () => {
    it('reports the database as reachable', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 200,
        data: { status: 'ok', database: 'up', database_kind: ctx.database.kind },
      });
    });

    it('answers without the trailing slash too', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('GET /api/all_locations/', () => {
    it('lists active locations with their public fields only, by name', async () => {
      const zeta = await insertLocation(ctx.database.db, {
        name: 'Zeta Tennis',
        logo: '/uploads/logos/z.png',
      });
      const alpha = await insertLocation(ctx.database.db, { name: 'Alpha Padel' });
      await insertLocation(ctx.database.db, { name: 'Closed Club', isActive: false });

      const res = await ctx.app.inject({ method: 'GET', url: '/api/all_locations/' });
      expect(res.statusCode).toBe(200);
      // The list itself, no envelope: SPEC.md's Search Court filters the body as received.
      const body = res.json<PublicLocation[]>();
      expect(Array.isArray(body)).toBe(true);
      expect(body.map((l) => l.name)).toEqual(['Alpha Padel', 'Zeta Tennis']);
      expect(body[1]).toEqual({
        id: zeta.id,
        name: 'Zeta Tennis',
        logo: '/uploads/logos/z.png',
        address_1: zeta.address1,
        address_2: zeta.address2,
        address_3: zeta.address3,
        address_4: zeta.address4,
        time_zone: zeta.timeZone,
        booking_horizon_days: 365,
        sports: [],
      });
      expect(body[0]!.logo).toBeNull();
      expect(Object.keys(body[0]!).sort()).toEqual(
        [
          'address_1',
          'address_2',
          'address_3',
          'address_4',
          'booking_horizon_days',
          'id',
          'logo',
          'name',
          'sports',
          'time_zone',
        ].sort(),
      );
      expect(body[0]!.id).toBe(alpha.id);
    });

    it('drops a location from the list once it is deactivated', async () => {
      const club = await insertLocation(ctx.database.db, { name: 'Soon Closed' });
      await ctx.database.db
        .update(locations)
        .set({ isActive: false })
        .where(eq(locations.id, club.id));
      const res = await ctx.app.inject({ method: 'GET', url: '/api/all_locations/' });
      expect(res.json<PublicLocation[]>().map((l) => l.id)).not.toContain(club.id);
    });
  });

  describe('envelope, errors and headers', () => {
    it('answers an unknown API path with a 404 envelope', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        message: 'No route for GET /api/no-such-thing/.',
        data: null,
      });
    });

    it('gives every answer a request id, keeping a sane one the caller sent', async () => {
      const mine = await ctx.app.inject({
        method: 'GET',
        url: '/api/health/',
        headers: { 'x-request-id': 'trace-1234567' },
      });
      expect(mine.headers['x-request-id']).toBe('trace-1234567');
      const hostile = await ctx.app.inject({
        method: 'GET',
        url: '/api/health/',
        headers: { 'x-request-id': 'bad id\nwith newline' },
      });
      expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends security headers', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/all_locations/' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers.server).toBeUndefined();
    });

    it('sends HSTS only over HTTPS, and trusts X-Forwarded-Proto only from a trusted proxy', async () => {
      const plain = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const forged = await ctx.app.inject({
        method: 'GET',
        url: '/api/health/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(forged.headers['strict-transport-security']).toBeUndefined();

      const behindProxy = await createTestApp({ env: testEnv({ TRUST_PROXY: '1' }) });
      try {
        const res = await behindProxy.app.inject({
          method: 'GET',
          url: '/api/health/',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(res.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
      } finally {
        await behindProxy.app.close();
      }
    });

    it('allows the configured web origin and no other', async () => {
      const allowed = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/all_locations/',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      const other = await ctx.app.inject({
        method: 'GET',
        url: '/api/all_locations/',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('in production allows only its own origin when WEB_ORIGIN is unset', async () => {
      const production = await createTestApp({
        env: testEnv({
          NODE_ENV: 'production',
          JWT_SECRET: 'p'.repeat(40),
          PAYMENT_PROVIDER: 'local',
          APP_URL: 'https://courts.example.org/',
          WEB_ORIGIN: '',
        }),
      });
      const preflight = (origin: string) =>
        production.app.inject({
          method: 'OPTIONS',
          url: '/api/all_locations/',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      try {
        const devServer = await preflight('http://localhost:5173');
        expect(devServer.headers['access-control-allow-origin']).toBeUndefined();
        const own = await preflight('https://courts.example.org');
        expect(own.headers['access-control-allow-origin']).toBe('https://courts.example.org');
      } finally {
        await production.app.close();
      }
    });
  });

  describe('OpenAPI', () => {
    it('describes the routes at /api/docs/json', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const spec = res.json<OpenApiDocument>();
      expect(spec.openapi).toMatch(/^3\./);
      expect(Object.keys(spec.paths)).toEqual(
        expect.arrayContaining([
          '/api/health/',
          '/api/all_locations/',
          '/api/user-register/',
          '/api/verify-email/{uuid}/',
          '/api/login/',
          '/api/logout/',
          '/api/send-reset-email/',
          '/api/resend-otp/',
          '/api/verify-otp/',
          '/api/reset-password/',
          '/api/resend-verification/',
          '/api/profile/',
          '/api/locations/',
          '/api/locations/{id}/',
          '/api/locations/{id}/courts/',
          '/api/my_location/',
          '/api/get_locations_byAdmin/',
          '/api/courts/',
          '/api/courts/{id}/',
          '/api/courts/{id}/closures/',
          '/api/courts/{id}/closures/{closureId}/',
        ]),
      );
    });

    it('gives every operation tags, a summary and its success answer', async () => {
      const spec = (
        await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
      ).json<OpenApiDocument>();
      for (const [route, operations] of Object.entries(spec.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const where = `${method.toUpperCase()} ${route}`;
          expect(operation.tags?.length, where).toBeGreaterThan(0);
          expect(operation.summary, where).toBeTruthy();
          expect(Object.keys(operation.responses ?? {}), where).toEqual(
            expect.arrayContaining([expect.stringMatching(/^20[01]$/)]),
          );
        }
      }
    });

    it('serves the browsable docs page', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    });
  });
});
