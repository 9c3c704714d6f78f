/**
 * `npm run bench:availability -w bench`: POST /api/check_court_availability/ on a database with 100
 * past bookings, then on one with BENCH_PAST_BOOKINGS (default 100 000), each beside a bare Fastify
 * "hello" route measured in the same run. The history ratio should stay near 1: availability probes
 * an index per court and never scans history. Set
 * BENCH_DATABASE_URL to a PostgreSQL server to measure there (fresh databases are made and dropped).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { addCalendarDays, localDate } from '@courtbook/shared';
import pg from 'pg';

/** A month ahead: within the demo locations' booking horizon (the default, 365 days). */
const AVAILABILITY_DATE = addCalendarDays(localDate(new Date(), 'UTC'), 30);

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const history = Number(process.env.BENCH_PAST_BOOKINGS ?? 100_000);

/** With BENCH_DATABASE_URL each measurement gets a fresh database on that server, dropped afterwards. */
async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { drop: () => Promise.resolve() };
  const name = `courtbook_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function measure(pastBookings: number) {
  const database = await freshDatabaseUrl();
  const servers = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./compared-servers.ts', import.meta.url).pathname],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_PAST_BOOKINGS: String(pastBookings),
        ...(database.url ? { BENCH_DATABASE_URL: database.url } : {}),
      },
    },
  );
  try {
    const [line] = (await once(servers.stdout, 'data')) as [Buffer];
    const ports = JSON.parse(line.toString()) as { hello: number; app: number; database: string };
    const hello = await autocannon({
      url: `http://127.0.0.1:${ports.hello}/hello`,
      connections,
      duration: seconds,
    });
    const request = {
      url: `http://127.0.0.1:${ports.app}/api/check_court_availability/`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        location_id: 2,
        date: AVAILABILITY_DATE,
        start_time: '18:00',
        end_time: '19:30',
        book_for_four_weeks: 'True',
      }),
      connections,
    };
    await autocannon({ ...request, duration: 2 });
    const result = await autocannon({ ...request, duration: seconds });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return {
      database: ports.database,
      rps: result.requests.average,
      p99: result.latency.p99,
      helloRps: hello.requests.average,
    };
  } finally {
    servers.kill('SIGTERM');
    await once(servers, 'exit');
    await database.drop();
  }
}

const small = await measure(100);
const large = await measure(history);
const line = (label: string, run: typeof small) =>
  `${label.padEnd(22)} ${run.rps.toFixed(0).padStart(6)} req/s  p99 ${String(run.p99).padStart(5)} ms   hello ${run.helloRps.toFixed(0).padStart(6)} req/s  ratio to hello ${(run.rps / run.helloRps).toFixed(3)}`;
console.info(
  `\ncheck_court_availability (weekly option: 4 dates × 8 courts), ${connections} connections, ${seconds} s each, ${small.database}`,
);
console.info(line('100 past bookings', small));
console.info(line(`${history} past bookings`, large));
console.info(`ratio (large history / small history): ${(large.rps / small.rps).toFixed(2)}`);
