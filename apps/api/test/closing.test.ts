import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/**
 * Once the app starts closing (SIGTERM, a worker being replaced) it refuses new work until the
 * listener stops; a request that still gets in is answered in the envelope with Retry-After, like
 * every other answer, not with Fastify's own closing body.
 */
describe('requests while the app is closing', () => {
  it('answers 503 in the envelope with Retry-After', async () => {
    const app = await buildApp({
      env: testEnv(),
      database: await createTestDatabase(),
      logger: false,
      serveWebApp: false,
    });
    let answer: { status: number; retryAfter: string | null; body: unknown } | undefined;
    // Runs after the app has begun closing and before it stops listening.
    app.addHook('preClose', async () => {
      const res = await fetch(`${url}/api/health/`);
      answer = {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: await res.json(),
      };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/api/health/`)).status).toBe(200);

    await app.close();

    expect(answer).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        code: 503,
        message: 'The service is briefly unavailable. Please try again in a moment.',
        data: null,
      },
    });
  });
});
