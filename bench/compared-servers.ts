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
  ...(process.env.AVAILABILITY_CACHE_MS
    ? { AVAILABILITY_CACHE_MS: process.env.AVAILABILITY_CACHE_MS }
    : {}),
  ...(process.env.AVAILABILITY_CACHES !== undefined
    ? { AVAILABILITY_CACHES: process.env.AVAILABILITY_CACHES }
    : {}),
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
await addListHistory(Number(process.env.BENCH_LIST_BOOKINGS ?? 0));

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
  await foldAndVacuum();
}

/**
 * The lists' history (bench/lists.ts): `count` bookings of half an hour on every court, spread
 * evenly from three and a half years ago to a fortnight ahead, a tenth of them the demo player's
 * and the rest the other demo accounts'; one in twenty cancelled and one in twenty expired.
 * The tallies are folded afterwards, as the API's timer would.
 */
async function addListHistory(count: number) {
  if (count <= 0) return;
  await database.db.execute(sql`
    with court_list as (
      select id, location_id, row_number() over (order by id) - 1 as k, count(*) over () as total
      from courts
    ),
    slots as (
      -- On the half-hour grid, as the app books; a court's starts stay apart up to 1.1M bookings.
      select n, c.id as court_id, c.location_id,
        date_bin('30 minutes', now() + interval '14 days' - interval '1281 days'
          + (n / c.total) * (interval '1281 days' / ceil(${count}::float8 / c.total)),
          timestamptz '2000-01-01') as starts_at
      from generate_series(0, ${count} - 1) as n
      join court_list c on c.k = n % c.total
    ),
    people as (
      select array_agg(id order by id) filter (where email <> 'player@demo.test') as others,
        min(id) filter (where email = 'player@demo.test') as player
      from users
    )
    insert into bookings (user_id, location_id, court_id, booking_date, start_time, end_time, starts_at, ends_at,
      status, session_fee_cents, session_tax_cents, session_card_fee_cents, total_price_cents, full_tax_cents,
      full_card_fee_cents, on_amount_cents)
    select case when n % 10 = 0 then p.player else p.others[1 + n % array_length(p.others, 1)] end,
      s.location_id, s.court_id, s.starts_at::date, s.starts_at::time, (s.starts_at + interval '30 minutes')::time,
      s.starts_at, s.starts_at + interval '30 minutes',
      case n % 20 when 1 then 'cancelled' when 2 then 'expired' else 'confirmed' end,
      2000, 160, 60, 2000, 160, 60, 2220
    from slots s cross join people p`);
  await foldAndVacuum();
}

/** Folds the tally changes the load made, and vacuums, as the app's timer and autovacuum would. */
async function foldAndVacuum() {
  await database.db.execute(sql`select fold_booking_tally_changes()`);
  await database.db.execute(sql`vacuum analyze`);
}

const portOf = (server: typeof hello.server) => (server.address() as { port: number }).port;
console.info(
  JSON.stringify({ hello: portOf(hello.server), app: portOf(app.server), database: database.kind }),
);

async function stop(): Promise<void> {
  await Promise.all([hello.close(), app.close()]);
  await fresh?.drop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
