/**
 * `npm run bench -w bench [-- --write]`: the API's main routes against a bare Fastify "hello"
 * route measured in the same run, on a database holding BENCH_PAST_BOOKINGS (default 100 000)
 * past bookings: GET /api/all_locations/, POST /api/check_court_availability/ (weekly option, and
 * one date), GET /api/day_availability/ (every court and half hour of a day at the eight-court
 * club), GET /api/court_schedule/ (the staff day sheet of that club), GET /api/court-bookings/ (a
 * staff member's own list, over that history), POST /api/login/, and GET /api/health/. Prints req/s, p50, p99 and the ratio to hello; `--write` also replaces the
 * table in docs/performance.md. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50)
 * tune each run; BENCH_DATABASE_URL measures on PostgreSQL instead of the embedded database;
 * BENCH_ONLY (a part of a route's title) measures only the routes that match, beside hello.
 */
import os from 'node:os';
import { addCalendarDays, localDate } from '@courtbook/shared';
import { writePerformanceTable } from './lib/performance-doc';
import { measure as measureRoute, startServers, type Figures } from './lib/start-compared-servers';

/** A month ahead: within the demo locations' booking horizon (the default, 365 days). */
const AVAILABILITY_DATE = addCalendarDays(localDate(new Date(), 'UTC'), 30);

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pastBookings = Number(process.env.BENCH_PAST_BOOKINGS ?? 100_000);
const write = process.argv.includes('--write');

type Row = Figures;

const servers = await startServers({ BENCH_PAST_BOOKINGS: String(pastBookings) });
const ports = { database: servers.database };
const app = servers.app;
const logIn = (email: string) => servers.logIn(email);

const only = process.env.BENCH_ONLY;

async function measure(
  title: string,
  request: Parameters<typeof measureRoute>[1],
): Promise<Row | undefined> {
  if (only && title !== BASELINE && !title.includes(only)) return undefined;
  return measureRoute(title, request, { connections, seconds });
}

const json = { 'content-type': 'application/json' };
const BASELINE = 'hello (baseline)';

try {
  // The bookings history belongs to the first account, the demo super admin.
  const staffToken = await logIn('superadmin@demo.test');
  const measured = [
    await measure(BASELINE, { url: servers.hello }),
    await measure('GET /api/health/', { url: `${app}/api/health/` }),
    await measure('GET /api/all_locations/', { url: `${app}/api/all_locations/` }),
    await measure('POST /api/check_court_availability/', {
      url: `${app}/api/check_court_availability/`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        location_id: 2,
        date: AVAILABILITY_DATE,
        start_time: '18:00',
        end_time: '19:30',
        book_for_four_weeks: 'True',
      }),
    }),
    await measure('POST /api/check_court_availability/ (one date)', {
      url: `${app}/api/check_court_availability/`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        location_id: 2,
        date: AVAILABILITY_DATE,
        start_time: '18:00',
        end_time: '19:30',
        book_for_four_weeks: 'False',
      }),
    }),
    await measure('GET /api/day_availability/', {
      url: `${app}/api/day_availability/?location_id=2&date=${AVAILABILITY_DATE}`,
    }),
    await measure('GET /api/court_schedule/', {
      url: `${app}/api/court_schedule/?location_id=2&date=${AVAILABILITY_DATE}`,
      headers: { authorization: `Bearer ${staffToken}` },
    }),
    await measure('GET /api/court-bookings/?type=past', {
      url: `${app}/api/court-bookings/?type=past&page=3`,
      headers: { authorization: `Bearer ${staffToken}` },
    }),
    await measure('POST /api/login/', {
      url: `${app}/api/login/`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'player@demo.test', password: 'Demo1234!', location: 1 }),
    }),
  ];
  const rows = measured.filter((row): row is Row => row !== undefined);
  const baseline = rows[0]!.rps;
  const table = [
    '| Route | req/s | p50 ms | p99 ms | ratio to hello |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.title} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.rps / baseline).toFixed(3)} |`,
    ),
  ].join('\n');
  const context = `${connections} connections, ${seconds} s each, ${ports.database} database with ${pastBookings.toLocaleString('en-US')} past bookings, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
  console.info(`\n${context}\n\n${table}\n`);

  if (write && only) throw new Error('--write needs every route: leave BENCH_ONLY unset');
  if (write) {
    await writePerformanceTable(`api-routes:${ports.database}`, context, table);
  }
} finally {
  servers.stop();
}
