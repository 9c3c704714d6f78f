import type { ApiEnvelope } from '@courtbook/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { currentUser } from '../src/plugins/auth';
import { bearer, insertAccount } from './helpers/accounts';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';
import type { DatabaseHandle } from '../src/db/client';

/** Subtrees guarded the way feature modules guard theirs: one hook per subtree. */
const guardedRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (staff) => {
    staff.addHook('onRequest', staff.authenticate);
    staff.addHook('onRequest', staff.requireStaff);
    staff.get('/staff/', async (request) => ({
      code: 200,
      message: 'OK',
      data: currentUser(request).id,
    }));
  });
  await app.register(async (superAdmin) => {
    superAdmin.addHook('onRequest', superAdmin.authenticate);
    superAdmin.addHook('onRequest', superAdmin.requireUserType(0));
    superAdmin.get('/super/', async () => ({ code: 200, message: 'OK', data: null }));
  });
  app.get('/open/', async (request) => ({ code: 200, message: 'OK', data: request.user }));
};

describe('the auth plugin', () => {
  let app: App;
  let database: DatabaseHandle;
  const env = testEnv();

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ env, database, serveWebApp: false, logger: false });
    await app.register(guardedRoutes, { prefix: '/api/test' });
    await app.ready();
  });
  afterAll(() => app.close());

  async function tokenFor(userType: number) {
    const user = await insertAccount(database.db, { userType });
    return { user, headers: bearer(await app.tokens.sign({ userId: user.id, version: 0 })) };
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/test/${url}/`, headers });

  it('lets staff through to staff routes, with the account on the request', async () => {
    for (const userType of [0, 1]) {
      const { user, headers } = await tokenFor(userType);
      const res = await get('staff', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<ApiEnvelope>().data).toBe(user.id);
    }
  });

  it('refuses players with 403, and no token with 401', async () => {
    const { headers } = await tokenFor(2);
    const res = await get('staff', headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 403,
      message: 'You do not have permission to do that.',
      data: null,
    });
    expect((await get('staff')).json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('checks a list of user types', async () => {
    expect((await get('super', (await tokenFor(0)).headers)).statusCode).toBe(200);
    expect((await get('super', (await tokenFor(1)).headers)).statusCode).toBe(403);
  });

  it('leaves routes without the hook alone', async () => {
    const res = await get('open', { authorization: 'Bearer whatever' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiEnvelope>().data).toBeNull();
  });

  /** A token signed with the server's own secret, carrying exactly the claims given. */
  const signed = (claims: JWTPayload) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(env.jwtSecret));
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it('refuses a well-signed token whose sub is not an account id, with 401', async () => {
    const { user } = await tokenFor(1);
    // The control: the same claims with a good sub pass.
    const good = await signed({ sub: String(user.id), ver: 0, exp: inAnHour() });
    expect((await get('staff', bearer(good))).statusCode).toBe(200);

    for (const sub of ['abc', '-1', '1.5', '2147483648', '99999999999999999999', '0', '']) {
      const token = await signed({ sub, ver: 0, exp: inAnHour() });
      const res = await get('staff', bearer(token));
      expect({ sub, status: res.statusCode }).toEqual({ sub, status: 401 });
      expect(res.json()).toMatchObject({ code: 'token_not_valid' });
    }
    for (const claims of [
      { ver: 0, exp: inAnHour() },
      { sub: user.id, ver: 0, exp: inAnHour() },
      { sub: String(user.id), exp: inAnHour() },
      { sub: String(user.id), ver: 'x', exp: inAnHour() },
      { sub: String(user.id), ver: 0, exp: 'later' },
    ] as JWTPayload[]) {
      const res = await get('staff', bearer(await signed(claims)));
      expect({ claims, status: res.statusCode }).toEqual({ claims, status: 401 });
    }
  });

  it('refuses a well-signed token without an expiry, with 401', async () => {
    const { user } = await tokenFor(1);
    const token = await signed({ sub: String(user.id), ver: 0 });
    const res = await get('staff', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_not_valid' });
  });
});
