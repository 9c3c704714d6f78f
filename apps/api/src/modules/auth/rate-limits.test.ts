import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { codeRequests } from '../../db/schema';
import { insertAccount, PASSWORD, uniqueEmail } from '../../../test/helpers/accounts';
import { insertLocation } from '../../../test/helpers/factories';
import { createTestApp, testEnv, type TestContext } from '../../../test/helpers/test-app';
import { loginSlowDown } from './auth.rate-limits';
import { createTestDatabase } from '../../../test/helpers/test-database';

const TOO_MANY = {
  code: 429,
  message: 'Too many requests. Please wait a moment and try again.',
  data: null,
};

/** A client address of its own for each test, so counts never leak between tests or runs. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits on the account endpoints', () => {
  let ctx: TestContext;
  let locationId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ env: testEnv({ RATE_LIMIT_MULTIPLIER: '1' }) });
    locationId = (await insertLocation(ctx.database.db)).id;
  });
  afterAll(() => ctx.app.close());

  const post = (url: string, payload: object, ip = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: `/api/${url}/`, payload, remoteAddress: ip });

  it('allows 10 logins a minute from one address, then answers 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const res = await post('login', { email: uniqueEmail(), password: 'x' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const refused = await post('login', { email: uniqueEmail(), password: 'x' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post('login', { email: uniqueEmail(), password: 'x' }, newIp())).statusCode).toBe(
      401,
    );
  });

  describe('behind a proxy (TRUST_PROXY=1, the client in X-Forwarded-For)', () => {
    let proxied: TestContext;
    let proxiedLocationId: number;
    beforeAll(async () => {
      proxied = await createTestApp({
        env: testEnv({ RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' }),
      });
      proxiedLocationId = (await insertLocation(proxied.database.db)).id;
    });
    afterAll(() => proxied.app.close());

    const login = (payload: object, client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });

    it('locks an account after 5 failed logins only for the address they came from', async () => {
      const player = await insertAccount(proxied.database.db);
      const attacker = newIp();
      for (let i = 0; i < 5; i++) {
        const res = await login({ email: player.email, password: 'Wrong1!x' }, attacker);
        expect(res.statusCode).toBe(401);
      }
      const rightPassword = {
        email: player.email.toUpperCase(),
        password: PASSWORD,
        location: proxiedLocationId,
      };
      const refused = await login(rightPassword, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);

      // The owner, elsewhere, still logs in, again and again.
      const owner = newIp();
      for (let i = 0; i < 3; i++) expect((await login(rightPassword, owner)).statusCode).toBe(200);
    });

    it('slows down guessing spread over many addresses, and never locks the owner out', async () => {
      const player = await insertAccount(proxied.database.db);
      // 20 failed logins on one account, each from an address of its own: no lock anywhere.
      for (let i = 0; i < 20; i++) {
        const res = await login({ email: player.email, password: 'Wrong1!x' }, newIp());
        expect(res.statusCode).toBe(401);
      }
      const rightPassword = {
        email: player.email,
        password: PASSWORD,
        location: proxiedLocationId,
      };
      const started = performance.now();
      const owner = await login(rightPassword, newIp());
      expect(owner.statusCode).toBe(200);
      // Past the ceiling every login to the account waits first (0.5 s, then longer each time).
      expect(performance.now() - started).toBeGreaterThanOrEqual(loginSlowDown(1));

      expect((await login({ email: player.email, password: 'Wrong1!y' }, newIp())).statusCode).toBe(
        401,
      );
      const slower = performance.now();
      expect((await login(rightPassword, newIp())).statusCode).toBe(200);
      expect(performance.now() - slower).toBeGreaterThanOrEqual(loginSlowDown(2));
    });

    it('grows the wait twice over each time, up to 15 seconds', () => {
      expect([1, 2, 3, 4, 5, 6, 7, 50].map(loginSlowDown)).toEqual([
        500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
      ]);
    });
  });

  it('never counts successful logins against the account', async () => {
    const player = await insertAccount(ctx.database.db);
    for (let i = 0; i < 7; i++) {
      const res = await post(
        'login',
        { email: player.email, password: PASSWORD, location: locationId },
        newIp(),
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits registrations per address, counting refused ones too', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      expect((await post('user-register', { email: 'x' }, ip)).statusCode).toBe(400);
    }
    expect((await post('user-register', { email: 'x' }, ip)).statusCode).toBe(429);
  });

  it('limits codes per account (send and resend together, any letter case)', async () => {
    const email = uniqueEmail('codes');
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const url = i % 2 ? 'resend-otp' : 'send-reset-email';
      const res = await post(url, { email: i % 2 ? email.toUpperCase() : email }, newIp());
      answers.push(res.statusCode);
      // A minute passes between requests, past the 59-second rule.
      await ctx.database.db
        .update(codeRequests)
        .set({ sentAt: sql`${codeRequests.sentAt} - interval '60 seconds'` });
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits code checks per address and per account', async () => {
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const res = await post('verify-otp', { email: uniqueEmail(), otp: '123456' }, ip);
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);

    const email = uniqueEmail('guess');
    const perAccount = [];
    for (let i = 0; i < 11; i++) {
      perAccount.push((await post('verify-otp', { email, otp: '123456' }, newIp())).statusCode);
    }
    expect(perAccount.at(-1)).toBe(429);
    expect(perAccount.slice(0, 10).every((s) => s === 400)).toBe(true);
  });

  it('limits new verification links per account', async () => {
    const email = uniqueEmail('links');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post('resend-verification', { email }, newIp())).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('the rate-limit plugin', () => {
  it("phrases the plugin's own 429 (route config) through the error handler", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      env: testEnv({ RATE_LIMIT_MULTIPLIER: '1' }),
      database,
      serveWebApp: false,
      logger: false,
    });
    app.get(
      '/api/test/limited/',
      { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
      () => ({
        code: 200,
        message: 'OK',
        data: null,
      }),
    );
    await app.ready();
    try {
      expect((await app.inject({ url: '/api/test/limited/' })).statusCode).toBe(200);
      const refused = await app.inject({ url: '/api/test/limited/' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
    } finally {
      await app.close();
    }
  });
});
