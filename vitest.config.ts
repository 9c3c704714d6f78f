import { defineConfig } from 'vitest/config';

// API tests that never open the project's database (pure functions, and the run command on an
// embedded database of its own): they run once, in the embedded-database project.
const DATABASE_FREE_API_TESTS = [
  'src/config/**',
  'src/lib/**',
  'src/modules/bookings/tally-periods.test.ts',
  'src/modules/locations/location-admin.service.test.ts',
  'src/modules/reports/report-range.test.ts',
  'test/availability-local-clock.test.ts',
  'test/server-settings.test.ts',
];

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
      ...(database === 'pglite' ? ['test/postgres/**'] : DATABASE_FREE_API_TESTS),
    ],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    env: { TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, and nothing in the API keeps state at
    // module level that a test relies on, so files share a worker's loaded modules: importing
    // the app once per worker rather than once per file took the embedded-database run from
    // 462 s to 213 s (2026-11-27).
    isolate: false,
  },
});

const sharedProject = (timeZone: string) => ({
  extends: false as const,
  test: {
    name: timeZone === 'UTC' ? 'shared' : `shared-${timeZone.split('/').pop()!.toLowerCase()}`,
    root: 'packages/shared',
    include: ['src/**/*.test.ts'],
    env: { TZ: timeZone },
  },
});

/**
 * Unit tests, and the API tests once per database: always on the embedded PGlite, and on a real
 * PostgreSQL server too when DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on the 2-core CI machine. Most
    // files wait on a database, a server process or the network rather than the CPU: on 2 cores
    // the unit run took 747 s with two workers and 578 s with three (2026-11-27).
    maxWorkers: 3,
    projects: [
      // The slot, date and price rules run under two machine time zones: their answers must
      // depend on the location's zone only, never on the server's.
      sharedProject('UTC'),
      sharedProject('Pacific/Auckland'),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.prerender.config.ts',
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
