/**
 * Does the time an account endpoint takes tell whether an email has an account? Sends the same
 * requests for emails with an account and for emails without, interleaved, over real HTTP to the
 * real app in a process of its own (embedded database, or PostgreSQL with BENCH_DATABASE_URL;
 * email through the log), and prints the median and 90th percentile of each. Every request uses a
 * new email, so the 59-second rule never answers instead.
 *
 *   npm run bench:account-timing -w bench   [-- --requests 300]
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/client';
import { locations, users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/passwords';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '300' }, serve: { type: 'boolean' } },
});
const requests = Number(values.requests);
const run = process.env.TIMING_RUN ?? `${Date.now()}`;
const ROUTES = ['send-reset-email', 'resend-otp', 'resend-verification'] as const;
// Each route has emails of its own: one route's codes must not meet the next one's 59 seconds.
const known = (route: string, i: number) => `known-${route}-${run}-${i}@example.test`;
const unknown = (route: string, i: number) => `unknown-${route}-${run}-${i}@example.test`;

if (values.serve) await serve();
else await measure();

/** The app, with an (unverified) account for every "known" email, in this child process. */
async function serve() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-timing-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    JWT_SECRET: 'timing-bench-secret-timing-bench-secret!',
    PAYMENT_PROVIDER: 'local',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // The limits would refuse a bench's volume from one address; they treat both kinds alike.
    RATE_LIMIT_MULTIPLIER: '0',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await database.migrate();

  const [location] = await database.db
    .insert(locations)
    .values({ name: `Timing ${run}`, timeZone: 'UTC', currency: 'USD' })
    .returning({ id: locations.id });
  const passwordHash = await hashPassword('Timing1!pass');
  const emails = ROUTES.flatMap((route) =>
    Array.from({ length: requests }, (_, i) => known(route, i)),
  );
  await database.db.insert(users).values(
    emails.map((email) => ({
      email,
      passwordHash,
      firstName: 'Timing',
      lastName: 'Bench',
      phone: '+12025550100',
      // Unverified, so /resend-verification/ has a link to send them.
      isVerified: false,
      homeLocationId: location!.id,
    })),
  );

  const app = await buildApp({ env, database, serveWebApp: false, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ address, database: database.kind });
  process.once('disconnect', () => {
    void app.close().then(() => rm(dataDir, { recursive: true, force: true }));
  });
}

/** Starts the app in a child process, so this client never shares its event loop, and measures. */
async function measure() {
  const child = fork(process.argv[1]!, ['--serve', '--requests', String(requests)], {
    env: { ...process.env, TIMING_RUN: run },
    execArgv: process.execArgv,
  });
  const [{ address, database }] = (await once(child, 'message')) as [
    { address: string; database: string },
  ];

  const timed = async (route: string, email: string): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${address}/api/${route}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
    return performance.now() - started;
  };
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
  const ms = (value: number) => `${value.toFixed(2)} ms`;

  console.info(`${requests} requests of each kind per route, ${database} database\n`);
  console.info('| Route | with an account: median | p90 | without: median | p90 |');
  console.info('|---|---:|---:|---:|---:|');
  for (const route of ROUTES) {
    const withAccount: number[] = [];
    const without: number[] = [];
    // Warm up, then interleave the two kinds in a random order, so that drift, and the work an
    // account's email leaves behind after its answer, fall on both kinds alike.
    for (let i = 0; i < 5; i++) await timed(route, unknown(`${route}-warm`, i));
    for (let i = 0; i < requests; i++) {
      const pair = [
        async () => withAccount.push(await timed(route, known(route, i))),
        async () => without.push(await timed(route, unknown(route, i))),
      ];
      if (Math.random() < 0.5) pair.reverse();
      for (const send of pair) await send();
    }
    withAccount.sort((a, b) => a - b);
    without.sort((a, b) => a - b);
    const figures = [withAccount, without].flatMap((list) => [
      ms(percentile(list, 0.5)),
      ms(percentile(list, 0.9)),
    ]);
    console.info(`| /${route}/ | ${figures.join(' | ')} |`);
  }

  child.disconnect();
  await once(child, 'exit');
}
