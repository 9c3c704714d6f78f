import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { uniqueEmail } from '../helpers/accounts';
import { testEnv } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// Collected only when REDIS_URL is set (see vitest.config.ts); CI sets it.
const REDIS_URL = process.env.REDIS_URL as string;

const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let apps: App[] = [];
  beforeAll(async () => {
    const env = testEnv({ RATE_LIMIT_MULTIPLIER: '1', REDIS_URL });
    apps = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          env,
          database: await createTestDatabase(),
          serveWebApp: false,
          logger: false,
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
});
