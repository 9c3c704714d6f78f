import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

describe('GET /api/health/ when the database is gone', () => {
  let app: App;
  let database: DatabaseHandle;

  beforeAll(async () => {
    const real = await createTestDatabase();
    database = {
      ...real,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    app = await buildApp({ env: testEnv(), database, serveWebApp: false, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After and says the database is down', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      code: 503,
      message: 'The database cannot be reached.',
      data: { status: 'degraded', database: 'down' },
    });
  });
});
