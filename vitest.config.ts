import { defineConfig } from 'vitest/config';

const apiProject = (database: 'pglite' | 'postgres') => ({
  extends: false as const,
  test: {
    name: `api-${database}`,
    root: 'apps/api',
    // Tests that need a Redis server run only when REDIS_URL says where one is; tests of several
    // API processes on one database need PostgreSQL (the embedded one belongs to one process).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...(process.env.REDIS_URL ? [] : ['test/redis/**']),
      ...(database === 'pglite' ? ['test/postgres/**'] : []),
    ],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    env: { TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Unit tests, and the API tests once per database: always on the embedded PGlite, and on a real
 * PostgreSQL server too when DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] },
      },
      'apps/web/vitest.config.ts',
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
