import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { loadEnv, type Env } from '../../src/config/env';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  env: Env;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_CACHE_MS: '0',
    DATA_DIR: '/tmp/courtbook-test-data',
    WEB_ORIGIN: 'http://localhost:5173',
    // Every request comes from one address here; the rate-limit tests turn limits back on.
    RATE_LIMIT_MULTIPLIER: '0',
    // No reminder may arrive in the middle of a test about other emails; reminders have their own.
    BOOKING_REMINDER_HOURS: '0',
    ...overrides,
  });
}

/** The real app on a fresh database of its own; close it after the file's tests. */
export async function createTestApp(
  options: { env?: Env; poolSize?: number } & Partial<
    Omit<BuildAppOptions, 'env' | 'database'>
  > = {},
): Promise<TestContext> {
  const { poolSize, ...appOptions } = options;
  const env = options.env ?? testEnv();
  const database = await createTestDatabase({ poolSize });
  const app = await buildApp({ serveWebApp: false, ...appOptions, env, database, logger: false });
  await app.ready();
  return { app, database, env };
}
