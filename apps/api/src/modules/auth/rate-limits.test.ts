import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { codeRequests } from '../../db/schema';
import { insertAccount, PASSWORD, uniqueEmail } from '../../../test/helpers/accounts';
import { insertLocation } from '../../../test/helpers/factories';
import { startMailCatcher, type MailCatcher } from '../../../test/helpers/mail-catcher';
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

  it('limits codes per account from one address (send and resend together, any letter case)', async () => {
    const email = uniqueEmail('codes');
    const ip = newIp();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const url = i % 2 ? 'resend-otp' : 'send-reset-email';
      const res = await post(url, { email: i % 2 ? email.toUpperCase() : email }, ip);
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
    const guesser = newIp();
    const perAccount = [];
    for (let i = 0; i < 6; i++) {
      perAccount.push((await post('verify-otp', { email, otp: '123456' }, guesser)).statusCode);
    }
    expect(perAccount).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('limits new verification links per account from one address', async () => {
    const email = uniqueEmail('links');
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post('resend-verification', { email }, ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('with API_PROCESSES=2 and no Redis, each process allows half of every limit', async () => {
    // Each process counts alone: together the two allow about the limit, not twice it.
    const twoProcesses = await createTestApp({
      env: { ...testEnv({ RATE_LIMIT_MULTIPLIER: '1' }), API_PROCESSES: 2 },
    });
    try {
      const ip = newIp();
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const res = await twoProcesses.app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { email: uniqueEmail(), password: 'x' },
          remoteAddress: ip,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await twoProcesses.app.close();
    }
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

/**
 * Issue Step 15, items 4.2 and 4.3: what others do to an account never shuts out its owner, who
 * asks from an address that has not misbehaved.
 */
describe("limits on an account spare its owner's clean address", () => {
  let ctx: TestContext;
  let mail: MailCatcher;
  let locationId: number;
  /** Every slow-down the app applied, in ms: it records them instead of waiting. */
  const waits: number[] = [];

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({
      env: testEnv({ RATE_LIMIT_MULTIPLIER: '1', SMTP_URL: mail.url }),
      limitWait: async (ms) => {
        waits.push(ms);
      },
    });
    locationId = (await insertLocation(ctx.database.db)).id;
  });
  afterAll(async () => {
    await ctx.app.close();
    await mail.close();
  });

  const post = (url: string, payload: object, ip: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/${url}/`, payload, remoteAddress: ip });
  /** A minute passes: the 59-second rule lets the next code go. */
  const minuteLater = () =>
    ctx.database.db
      .update(codeRequests)
      .set({ sentAt: sql`${codeRequests.sentAt} - interval '60 seconds'` });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('lets the owner log in at once after wrong passwords from many addresses', async () => {
    const player = await insertAccount(ctx.database.db);
    const attackers = Array.from({ length: 6 }, newIp);
    for (const attacker of attackers) {
      for (let i = 0; i < 5; i++) {
        const res = await post('login', { email: player.email, password: 'Wrong1!x' }, attacker);
        expect(res.statusCode).toBe(401);
      }
    }
    const rightPassword = { email: player.email, password: PASSWORD, location: locationId };
    waits.length = 0;
    // 30 failures on the account, past its ceiling of 20: the owner's clean address waits for nothing.
    expect((await post('login', rightPassword, newIp())).statusCode).toBe(200);
    expect((await post('login', rightPassword, newIp())).statusCode).toBe(200);
    expect(waits).toEqual([]);

    // The attackers' addresses are locked out of the account.
    expect((await post('login', rightPassword, attackers[0]!)).statusCode).toBe(429);
    // An address that has failed before (here on another account) waits first, and longer each time.
    const other = await insertAccount(ctx.database.db);
    const guesser = newIp();
    await post('login', { email: other.email, password: 'Wrong1!x' }, guesser);
    await post('login', { email: player.email, password: 'Wrong1!y' }, guesser);
    await post('login', { email: player.email, password: 'Wrong1!z' }, guesser);
    expect(waits).toEqual([loginSlowDown(11), loginSlowDown(12)]);
  }, 120_000);

  it('lets the owner ask for reset codes after six addresses asked for them', async () => {
    const player = await insertAccount(ctx.database.db);
    for (let i = 0; i < 6; i++) {
      expect((await post('send-reset-email', { email: player.email }, newIp())).statusCode).toBe(
        200,
      );
      await minuteLater();
    }
    const owner = newIp();
    expect((await post('send-reset-email', { email: player.email }, owner)).statusCode).toBe(200);
    await minuteLater();
    expect((await post('resend-otp', { email: player.email }, owner)).statusCode).toBe(200);
  });

  it('refuses codes past the account ceiling only to addresses that asked before', async () => {
    const email = uniqueEmail('ceiling');
    const busy = newIp();
    // 20 requests for the account's codes in the hour: its ceiling.
    for (let i = 0; i < 3; i++) {
      expect((await post('send-reset-email', { email }, busy)).statusCode).toBe(200);
      await minuteLater();
    }
    for (let i = 0; i < 17; i++) {
      expect((await post('send-reset-email', { email }, newIp())).statusCode).toBe(200);
      await minuteLater();
    }
    expect((await post('send-reset-email', { email }, busy)).statusCode).toBe(429);
    // A new address, like the owner's, still gets its code.
    expect((await post('send-reset-email', { email }, newIp())).statusCode).toBe(200);
  });

  it('lets the owner reset the password after eleven addresses sent wrong codes', async () => {
    const player = await insertAccount(ctx.database.db);
    const owner = newIp();
    mail.clear();
    expect((await post('send-reset-email', { email: player.email }, owner)).statusCode).toBe(200);
    const first = await mail.code(player.email);
    for (let i = 0; i < 11; i++) {
      const res = await post('verify-otp', { email: player.email, otp: wrongCode(first) }, newIp());
      expect(res.statusCode).toBe(400);
    }
    // The code died after its fifth wrong try (brute force), but the owner is not locked out:
    // a new code, and the right one, go through.
    await minuteLater();
    mail.clear();
    expect((await post('resend-otp', { email: player.email }, owner)).statusCode).toBe(200);
    const second = await mail.code(player.email);
    expect((await post('verify-otp', { email: player.email, otp: second }, owner)).statusCode).toBe(
      200,
    );
  });

  it('refuses wrong codes past the account ceiling to addresses that sent wrong codes', async () => {
    const email = uniqueEmail('codes-ceiling');
    // 30 wrong codes on the account in the hour, from six addresses: its ceiling.
    const guessers = Array.from({ length: 6 }, newIp);
    for (const guesser of guessers) {
      for (let i = 0; i < 5; i++) {
        expect((await post('verify-otp', { email, otp: '000000' }, guesser)).statusCode).toBe(400);
      }
    }
    // An address that sent a wrong code for another account is refused here now...
    const dirty = newIp();
    await post('verify-otp', { email: uniqueEmail(), otp: '000000' }, dirty);
    expect((await post('verify-otp', { email, otp: '000000' }, dirty)).statusCode).toBe(429);
    // ...while a clean one is still heard.
    expect((await post('verify-otp', { email, otp: '000000' }, newIp())).statusCode).toBe(400);
  });

  it('stops every code check on an account after 100 wrong codes in a day', async () => {
    const email = uniqueEmail('codes-day');
    // Each from a clean address, so only the daily ceiling can refuse them.
    for (let i = 0; i < 100; i++) {
      expect((await post('verify-otp', { email, otp: '000000' }, newIp())).statusCode).toBe(400);
    }
    const refused = await post('verify-otp', { email, otp: '000000' }, newIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
  });
});
