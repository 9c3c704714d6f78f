/**
 * The servers a benchmark compares, in one child process so the load generator does not share
 * their event loop: a bare Fastify "hello" route (the baseline) and the real app on a seeded
 * database (embedded by default, PostgreSQL with BENCH_DATABASE_URL). Prints their ports as JSON.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/client';
import { isDatabaseEmpty, seedDemo } from '../apps/api/src/seed/seed-demo';
import { createDatabase } from './contention/database';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-bench-'));
// On PostgreSQL, a database of the run's own, dropped at the end: a rerun starts from the same data.
const fresh = process.env.BENCH_DATABASE_URL
  ? await createDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
const env = loadEnv({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
  PAYMENT_PROVIDER: 'local',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  // Login is measured for speed here; its brute-force limits are tested elsewhere.
  RATE_LIMIT_MULTIPLIER: '0',
  ...(fresh ? { DATABASE_URL: fresh.url } : {}),
});

const hello = Fastify();
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ host: '127.0.0.1', port: 0 });

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await database.migrate();
if (await isDatabaseEmpty(database.db)) {
  await seedDemo({ db: database.db, uploadsDir: path.join(dataDir, 'uploads') });
}
await addPastBookings(Number(process.env.BENCH_PAST_BOOKINGS ?? 0));

const app = await buildApp({ env, database, serveWebApp: false, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

/** History that availability must not slow down with: one booking every two hours, on every court, in the past. */
async function addPastBookings(count: number) {
  if (count <= 0) return;
  await database.db.execute(sql`
    insert into bookings (user_id, location_id, court_id, booking_date, start_time, end_time, starts_at, ends_at,
      status, session_fee_cents, session_tax_cents, session_card_fee_cents, total_price_cents, full_tax_cents,
      full_card_fee_cents, on_amount_cents)
    select u.id, c.location_id, c.id, ts::date, ts::time, (ts + interval '1 hour')::time, ts, ts + interval '1 hour',
      'confirmed', 4000, 320, 120, 4000, 320, 120, 4440
    from (select id from users order by id limit 1) u
    cross join courts c
    cross join lateral generate_series(
      timestamptz '2015-01-01' + (c.id * interval '1 minute'),
      timestamptz '2015-01-01' + (c.id * interval '1 minute') + ((${count} / (select count(*) from courts))::int * interval '2 hours'),
      interval '2 hours') as ts`);
  await database.db.execute(sql`analyze bookings`);
}

const portOf = (server: typeof hello.server) => (server.address() as { port: number }).port;
console.info(
  JSON.stringify({ hello: portOf(hello.server), app: portOf(app.server), database: database.kind }),
);

process.on('SIGTERM', async () => {
  await Promise.all([hello.close(), app.close()]);
  await fresh?.drop();
  process.exit(0);
});
