/**
 * `npm run bench:contention -w bench [-- --clients 200 --duration 60 --hold-minutes 15]`: two API
 * processes behind one port (API_PROCESSES=2, a Node cluster) on one fresh PostgreSQL database, N players booking random courts, starts and 1–3 hour
 * durations on one day (tomorrow at the club) as fast as the API answers. Prints requests and
 * bookings per second, 409s and latency, then counts overlapping active bookings in the database:
 * any overlap, lost or phantom row, 5xx or other unexpected answer makes it exit 1. The database
 * is made on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped
 * at the end. `--hold-minutes 1` lets holds lapse during a run, so their release races too.
 */
import { localDate } from '@courtbook/shared';
import { buildApi, startApiProcesses } from './contention/api-processes';
import {
  countBookings,
  COURT_COUNT,
  createDatabase,
  PLAYER_PASSWORD,
  seedClub,
  TIME_ZONE,
} from './contention/database';
import { createHttpClient, type HttpClient } from './contention/http';
import { runLoad } from './contention/load';
import { readOptions } from './contention/options';
import { printReport, problems, summarise } from './contention/report';

const API_PROCESSES = 2;
const LOGINS_AT_ONCE = 8;

/** Undone in reverse order at the end, on failure, and on Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const undo of cleanups.splice(0).reverse())
    await undo().catch((error: unknown) => console.error('clean-up failed:', error));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the API processes and dropping the database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function logIn(http: HttpClient, origins: string[], emails: string[], location: number) {
  const tokens: string[] = new Array<string>(emails.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < emails.length; i = next++) {
      const answer = await http.request('POST', `${origins[i % origins.length]}/api/login/`, {
        email: emails[i],
        password: PLAYER_PASSWORD,
        location,
      });
      if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.body}`);
      tokens[i] = (JSON.parse(answer.body) as { data: { access_token: string } }).data.access_token;
    }
  };
  await Promise.all(Array.from({ length: LOGINS_AT_ONCE }, worker));
  return tokens;
}

/** "2030-05-01" → "2030-05-02" (calendar dates, so UTC arithmetic is exact). */
const addOneDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function main(): Promise<number> {
  const options = readOptions();
  buildApi();
  const database = await createDatabase(options.serverUrl);
  cleanups.push(database.drop);
  const api = await startApiProcesses(database.url, API_PROCESSES, {
    BOOKING_HOLD_MINUTES: String(options.holdMinutes),
  });
  cleanups.push(api.stop);
  const http = createHttpClient(options.clients);
  cleanups.push(async () => http.close());

  const club = await seedClub(database.url, options.clients);
  const tokens = await logIn(http, api.origins, club.playerEmails, club.locationId);
  const date = addOneDay(localDate(new Date(), TIME_ZONE));

  console.info(
    `${options.clients} clients for ${options.durationSeconds} s, holds of ${options.holdMinutes} min, ${API_PROCESSES} API processes (${api.origins.join(', ')}), database ${database.name}, ${COURT_COUNT} courts on ${date} (${TIME_ZONE})`,
  );
  const load = await runLoad({
    http,
    origins: api.origins,
    tokens,
    club,
    date,
    durationSeconds: options.durationSeconds,
  });
  const counts = await countBookings(database.url);
  const summary = summarise(load);
  printReport('booking contention', summary, counts, COURT_COUNT * 24, load);

  const found = problems(summary, counts);
  for (const problem of found) console.error(`FAILED: ${problem}`);
  if (found.length === 0) console.info('\nOK: no double booking, every 201 is one row, no 5xx.');
  return found.length === 0 ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
