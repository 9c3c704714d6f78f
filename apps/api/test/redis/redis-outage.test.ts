import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, uniqueEmail } from '../helpers/accounts';
import { startOwnRedis, type OwnRedis } from '../helpers/redis-server';
import { createTestApp, testEnv, type TestContext } from '../helpers/test-app';

const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Redis goes away and comes back while the API runs (a Redis server of this test's own). The
 * limits never switch off, answers stay fast, and counting returns to Redis when it is back.
 */
describe('rate limits while Redis is away', () => {
  let redis: OwnRedis;
  let ctx: TestContext;

  beforeAll(async () => {
    redis = await startOwnRedis();
    ctx = await createTestApp({
      env: testEnv({ RATE_LIMIT_MULTIPLIER: '1', REDIS_URL: redis.url }),
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    await redis.close();
  });

  /** A failed login, and how long its answer took. */
  async function failedLogin(ip: string, email = uniqueEmail()) {
    const started = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email, password: 'Wrong1!x' },
      remoteAddress: ip,
    });
    return { status: res.statusCode, ms: performance.now() - started };
  }

  /** Repeats a login until its count shows up in Redis: the app has reconnected. */
  async function untilCountedInRedis(ip: string) {
    const client = redis.client();
    for (let attempt = 0; attempt < 100; attempt++) {
      await failedLogin(ip);
      if ((await client.keys(`courtbook-rl:login:ip:${ip}`)).length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the app never counted in Redis');
  }

  it('counts in Redis under readable keys', async () => {
    const ip = newIp();
    await untilCountedInRedis(ip);
    const keys = await redis.client().keys('courtbook-rl:*');
    expect(keys).toContain(`courtbook-rl:login:ip:${ip}`);
    expect(keys.every((key) => !key.includes('undefined'))).toBe(true);
  });

  it('keeps every limit in this process while Redis is down, answering as fast as ever', async () => {
    await redis.kill();

    // Per address: 10 logins a minute, then 429.
    const ip = newIp();
    const attempts = [];
    for (let i = 0; i < 11; i++) attempts.push(await failedLogin(ip));
    expect(attempts.map((a) => a.status)).toEqual([...Array<number>(10).fill(401), 429]);
    // Without Redis each answer used to wait seconds for it; now nothing waits for it at all.
    expect(Math.max(...attempts.map((a) => a.ms))).toBeLessThan(2_000);

    // Per account from one address: 5 failed logins, then 429.
    const player = await insertAccount(ctx.database.db);
    const guesser = newIp();
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await failedLogin(guesser, player.email)).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts in Redis again once it is back', async () => {
    await redis.start();
    await untilCountedInRedis(newIp());
  });
});

/** Issue Step 15, item 4.9: several processes counting alone must not allow several times a limit. */
describe('rate limits of one of two API processes while Redis is away', () => {
  let redis: OwnRedis;
  let ctx: TestContext;

  beforeAll(async () => {
    redis = await startOwnRedis();
    ctx = await createTestApp({
      env: {
        ...testEnv({ RATE_LIMIT_MULTIPLIER: '1', REDIS_URL: redis.url }),
        API_PROCESSES: 2,
      },
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    await redis.close();
  });

  const loginsFrom = async (ip: string, times: number) => {
    const statuses = [];
    for (let i = 0; i < times; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: uniqueEmail(), password: 'Wrong1!x' },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('allows the whole limit while counts are shared, and half of it while counting alone', async () => {
    expect(await loginsFrom(newIp(), 11)).toEqual([...Array<number>(10).fill(401), 429]);
    await redis.kill();
    expect(await loginsFrom(newIp(), 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
