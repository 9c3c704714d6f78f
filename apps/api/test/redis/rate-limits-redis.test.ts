import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../src/app';
import { codeRequests } from '../../src/db/schema';
import type { DatabaseHandle } from '../../src/db/client';
import { loginSlowDown } from '../../src/modules/auth/auth.rate-limits';
import { insertAccount, PASSWORD, uniqueEmail } from '../helpers/accounts';
import { insertLocation } from '../helpers/factories';
import { testEnv } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// Collected only when REDIS_URL is set (see vitest.config.ts); CI sets it.
const REDIS_URL = process.env.REDIS_URL as string;

const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let apps: App[] = [];
  const databases: DatabaseHandle[] = [];
  /** Every slow-down either process applied, in ms: they record them instead of waiting. */
  const waits: number[] = [];
  beforeAll(async () => {
    const env = testEnv({ RATE_LIMIT_MULTIPLIER: '1', REDIS_URL });
    apps = await Promise.all(
      [0, 1].map(async (index) => {
        const database = await createTestDatabase();
        databases[index] = database;
        const app = await buildApp({
          env,
          database,
          serveWebApp: false,
          logger: false,
          limitWait: async (ms) => {
            waits.push(ms);
          },
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('counts requests to every API process together', async () => {
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const app = apps[i % 2] as App;
      const res = await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: uniqueEmail(), password: 'x' },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  /** The same account in both processes' databases (each test process has its own). */
  async function sharedAccount() {
    const email = uniqueEmail('shared');
    const locationIds = [];
    for (const database of databases) {
      await insertAccount(database.db, { email });
      locationIds.push((await insertLocation(database.db)).id);
    }
    return { email, locationIds };
  }
  const post = (app: App, url: string, payload: object, ip: string) =>
    app.inject({ method: 'POST', url: `/api/${url}/`, payload, remoteAddress: ip });

  it("slows only misbehaving addresses past an account's ceiling, counted across processes", async () => {
    const { email, locationIds } = await sharedAccount();
    // 5 wrong passwords from each of 6 addresses, spread over both processes.
    for (let attacker = 0; attacker < 6; attacker++) {
      const ip = newIp();
      for (let i = 0; i < 5; i++) {
        const res = await post(apps[i % 2]!, 'login', { email, password: 'Wrong1!x' }, ip);
        expect(res.statusCode).toBe(401);
      }
    }
    waits.length = 0;
    const owner = await post(
      apps[1]!,
      'login',
      { email, password: PASSWORD, location: locationIds[1] },
      newIp(),
    );
    expect(owner.statusCode).toBe(200);
    expect(waits).toEqual([]);

    const guesser = newIp();
    await post(apps[0]!, 'login', { email: uniqueEmail(), password: 'Wrong1!x' }, guesser);
    await post(apps[1]!, 'login', { email, password: 'Wrong1!y' }, guesser);
    expect(waits).toEqual([loginSlowDown(11)]);
  }, 120_000);

  it('lets the owner ask for a reset code after six addresses did, across processes', async () => {
    const { email } = await sharedAccount();
    const minuteLater = () =>
      Promise.all(
        databases.map((database) =>
          database.db
            .update(codeRequests)
            .set({ sentAt: sql`${codeRequests.sentAt} - interval '60 seconds'` }),
        ),
      );
    for (let i = 0; i < 6; i++) {
      expect((await post(apps[i % 2]!, 'send-reset-email', { email }, newIp())).statusCode).toBe(
        200,
      );
      await minuteLater();
    }
    expect((await post(apps[0]!, 'send-reset-email', { email }, newIp())).statusCode).toBe(200);
  });
});
