/**
 * `npm run bench:lists -w bench [-- --write]`: every list at two sizes of history, 1,000 and
 * 1,000,000 bookings (BENCH_LIST_SIZES, comma-separated), a tenth of them the asking player's,
 * beside the bare "hello" route in the same run: a player's past and upcoming bookings, the staff
 * list (a super admin's over every club, and a club admin's past at one club), the public
 * occupancy, the report table, players, admins and messages. Prints req/s and p99 at each size and
 * how much the p99 grew; `--write` replaces the table in docs/performance.md. BENCH_SECONDS
 * (default 10), BENCH_CONNECTIONS (default 50), BENCH_DATABASE_URL (PostgreSQL instead of the
 * embedded database) and BENCH_ONLY (a part of a list's title) as in api-routes.ts.
 */
import os from 'node:os';
import { writePerformanceTable } from './lib/performance-doc';
import { measure, startServers, type Figures } from './lib/start-compared-servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const sizes = (process.env.BENCH_LIST_SIZES ?? '1000,1000000').split(',').map(Number);
const only = process.env.BENCH_ONLY;
const write = process.argv.includes('--write');
const load = { seconds, connections };

interface List {
  title: string;
  path: string;
  as: 'player' | 'superAdmin' | 'clubAdmin' | 'anyone';
}

const LISTS: List[] = [
  {
    title: "a player's past bookings, page 3",
    path: '/api/court-bookings/?type=past&page=3',
    as: 'player',
  },
  {
    title: "a player's upcoming bookings",
    path: '/api/court-bookings/?type=upcoming',
    as: 'player',
  },
  { title: 'staff bookings, every club', path: '/api/get_booking_byadmin/', as: 'superAdmin' },
  {
    title: "staff bookings, a club admin's past at one club",
    path: '/api/get_booking_byadmin/?type=past&location=1',
    as: 'clubAdmin',
  },
  { title: 'public occupancy, past', path: '/api/get_courtbookings/?type=past', as: 'anyone' },
  { title: 'report table, default range', path: '/api/reporting-bookings/', as: 'superAdmin' },
  { title: 'players', path: '/api/user_basic_data/', as: 'superAdmin' },
  { title: 'admins', path: '/api/create_admin/', as: 'superAdmin' },
  { title: 'messages', path: '/api/contact-us/', as: 'superAdmin' },
].filter((list) => !only || list.title.includes(only)) as List[];

const BASELINE = 'hello (baseline)';
const results = new Map<number, { database: string; hello: Figures; lists: Figures[] }>();

for (const size of sizes) {
  const servers = await startServers({
    BENCH_LIST_BOOKINGS: String(size),
    BENCH_PAST_BOOKINGS: '0',
  });
  try {
    const tokens = {
      player: await servers.logIn('player@demo.test', { location: 1 }),
      superAdmin: await servers.logIn('superadmin@demo.test'),
      clubAdmin: await servers.logIn('admin@demo.test'),
    };
    const hello = await measure(BASELINE, { url: servers.hello }, load);
    const lists: Figures[] = [];
    for (const list of LISTS) {
      const headers = list.as === 'anyone' ? {} : { authorization: `Bearer ${tokens[list.as]}` };
      lists.push(await measure(list.title, { url: `${servers.app}${list.path}`, headers }, load));
      console.info(`${size} bookings: ${list.title}`, lists.at(-1));
    }
    results.set(size, { database: servers.database, hello, lists });
  } finally {
    servers.stop();
  }
}

const [small, large] = sizes.map((size) => results.get(size)!);
if (!small || !large) throw new Error('give two sizes');
const [smallSize, largeSize] = sizes.map((size) => size.toLocaleString('en-US'));
const table = [
  `| List | ${smallSize}: req/s | p99 ms | ${largeSize}: req/s | p99 ms | ratio to hello | p99 growth |`,
  '|---|---:|---:|---:|---:|---:|---:|',
  `| hello (baseline) | ${small.hello.rps.toFixed(0)} | ${small.hello.p99} | ${large.hello.rps.toFixed(0)} | ${large.hello.p99} | 1.000 | |`,
  ...LISTS.map((list, i) => {
    const [a, b] = [small.lists[i]!, large.lists[i]!];
    return `| ${list.title} | ${a.rps.toFixed(0)} | ${a.p99} | ${b.rps.toFixed(0)} | ${b.p99} | ${(b.rps / large.hello.rps).toFixed(3)} | ${(b.p99 / Math.max(a.p99, 1)).toFixed(2)}× |`;
  }),
].join('\n');
const context = `${connections} connections, ${seconds} s each, ${large.database} database, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
console.info(`\n${context}\n\n${table}\n`);

if (write && only) throw new Error('--write needs every list: leave BENCH_ONLY unset');
if (write) {
  await writePerformanceTable(`lists:${large.database}`, context, table);
}
