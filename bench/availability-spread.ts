/**
 * `npm run bench:availability-spread -w bench [-- --write]`: availability asked as players ask it,
 * with every availability cache kept (the default), with none (AVAILABILITY_CACHE_MS=0), and with
 * each one left out in turn (AVAILABILITY_CACHES), each beside the bare "hello" route in the same
 * run. Every request picks one of the demo clubs, one of the next 60 days and a start time at
 * random: half are the court check (one in five of those for four weeks), 35 in 100 the day's
 * availability and 15 in 100 the month's (the calendar of the wizard). Meanwhile staff book at
 * random (BENCH_BOOKINGS_PER_SECOND, default 4), each booking at the server's quote, so the
 * database announces changes the caches must forget. Prints req/s, p99 and the ratio to hello;
 * `--write` replaces the table in docs/performance.md. BENCH_SECONDS (default 15),
 * BENCH_CONNECTIONS (default 20) and BENCH_DATABASE_URL (PostgreSQL instead of the embedded
 * database) as in the other benches.
 */
import os from 'node:os';
import { addCalendarDays, localDate } from '@courtbook/shared';
import { AVAILABILITY_CACHE_NAMES } from '../apps/api/src/config/env';
import { writePerformanceTable } from './lib/performance-doc';
import { measure, startServers, type Figures } from './lib/start-compared-servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const bookingsPerSecond = Number(process.env.BENCH_BOOKINGS_PER_SECOND ?? 4);
const write = process.argv.includes('--write');
const DAYS_AHEAD = 60;
/** Starts from 6:00 AM to 9:30 PM, on the half hour. */
const STARTS = Array.from({ length: 32 }, (_, i) => 6 * 60 + i * 30);
/** Staff book from 8:00 AM to 7:00 PM, an hour each. */
const BOOKING_STARTS = STARTS.filter((minutes) => minutes >= 8 * 60 && minutes <= 19 * 60);

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const today = localDate(new Date(), 'UTC');
const someDay = () => addCalendarDays(today, 1 + Math.floor(Math.random() * DAYS_AHEAD));

interface Club {
  id: number;
  courtIds: number[];
}

async function clubsOf(app: string): Promise<Club[]> {
  const locations = (await (await fetch(`${app}/api/all_locations/`)).json()) as { id: number }[];
  return Promise.all(
    locations.map(async ({ id }) => {
      const res = await fetch(`${app}/api/check_court_availability/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          location_id: id,
          date: someDay(),
          start_time: '10:00',
          end_time: '11:00',
          book_for_four_weeks: 'False',
        }),
      });
      const { courts } = (await res.json()) as { courts: { court_id: number }[] };
      return { id, courtIds: courts.map((court) => court.court_id) };
    }),
  );
}

/** A player's question: a court check (sometimes for four weeks) or a day's availability. */
function aQuestion(clubs: Club[]) {
  const club = pick(clubs);
  const kind = Math.random();
  if (kind < 0.15) {
    return {
      method: 'GET' as const,
      path: `/api/month_availability/?location_id=${club.id}&month=${someDay().slice(0, 7)}`,
    };
  }
  if (kind < 0.5) {
    return {
      method: 'GET' as const,
      path: `/api/day_availability/?location_id=${club.id}&date=${someDay()}`,
    };
  }
  const start = pick(STARTS);
  return {
    method: 'POST' as const,
    path: '/api/check_court_availability/',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      location_id: club.id,
      date: someDay(),
      start_time: hhmm(start),
      end_time: hhmm(start + pick([60, 90])),
      book_for_four_weeks: Math.random() < 0.2 ? 'True' : 'False',
    }),
  };
}

/** Staff book at random until `stop()`: at the quote's price, each a hold the constraint admits or refuses. */
function bookMeanwhile(app: string, token: string, clubs: Club[]) {
  let running = true;
  const counts = { made: 0, taken: 0 };
  const post = (path: string, body: object) =>
    fetch(`${app}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const club = pick(clubs);
      // Within every demo club's opening hours.
      const start = pick(BOOKING_STARTS);
      const slot = {
        court_id: pick(club.courtIds),
        booking_date: someDay(),
        start_time: hhmm(start),
        end_time: hhmm(start + 60),
        book_for_four_weeks: 'False',
      };
      const quote = await post('/api/quote/', { location_id: club.id, ...slot });
      if (quote.status !== 200) throw new Error(`quote: ${quote.status} ${await quote.text()}`);
      const { total_price } = (await quote.json()) as { total_price: string };
      const booked = await post('/api/court-bookings/', {
        location: club.id,
        ...slot,
        total_price,
      });
      if (booked.status === 201) counts.made++;
      else if (booked.status === 409) counts.taken++;
      else throw new Error(`booking: ${booked.status} ${await booked.text()}`);
      await booked.arrayBuffer().catch(() => undefined);
      const wait = 1_000 / bookingsPerSecond - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return counts;
    },
  };
}

interface Run {
  label: string;
  database: string;
  hello: Figures;
  spread: Figures;
  bookings: { made: number; taken: number };
}

async function run(label: string, env: Record<string, string>): Promise<Run> {
  const servers = await startServers({ ...env, BENCH_PAST_BOOKINGS: '0' });
  try {
    const hello = await measure('hello', { url: servers.hello }, { connections, seconds });
    const clubs = await clubsOf(servers.app);
    const token = await servers.logIn('superadmin@demo.test');
    const booking = bookMeanwhile(servers.app, token, clubs);
    let spread: Figures;
    try {
      spread = await measure(
        'spread',
        {
          url: servers.app,
          requests: [{ setupRequest: (request) => ({ ...request, ...aQuestion(clubs) }) }],
        },
        { connections, seconds },
      );
    } catch (error) {
      await booking.stop().catch(() => undefined);
      throw error;
    }
    const bookings = await booking.stop();
    return { label, database: servers.database, hello, spread, bookings };
  } finally {
    servers.stop();
  }
}

const runs: Run[] = [await run('every one (the default)', {})];
runs.push(await run('none (AVAILABILITY_CACHE_MS=0)', { AVAILABILITY_CACHE_MS: '0' }));
for (const left of AVAILABILITY_CACHE_NAMES) {
  const kept = AVAILABILITY_CACHE_NAMES.filter((name) => name !== left).join(',');
  runs.push(await run(`all but ${left}`, { AVAILABILITY_CACHES: kept }));
}
const database = runs[0]!.database;
const table = [
  '| Availability caches kept | hello req/s | availability req/s | p99 ms | ratio to hello | bookings made meanwhile (court taken) |',
  '|---|---:|---:|---:|---:|---:|',
  ...runs.map(
    (r) =>
      `| ${r.label} | ${r.hello.rps.toFixed(0)} | ${r.spread.rps.toFixed(0)} | ${r.spread.p99} | ${(r.spread.rps / r.hello.rps).toFixed(3)} | ${r.bookings.made} (${r.bookings.taken}) |`,
  ),
].join('\n');
const context = `${connections} connections, ${seconds} s each, ${database} database, requests spread over ${DAYS_AHEAD} days, every demo club and every start from 6:00 AM, ${bookingsPerSecond} staff bookings a second meanwhile, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
console.info(`\n${context}\n\n${table}\n`);

if (write) {
  await writePerformanceTable(`availability-spread:${database}`, context, table);
}
