/**
 * `npm run bench:contention -w bench [-- --mode day|spread --clients 200 --duration 60
 * --hold-minutes 15 --processes 2 --days 90]`: API processes behind one port (API_PROCESSES, a
 * Node cluster) on one fresh PostgreSQL database, N players booking random courts, starts and
 * 1–3 hour durations as fast as the API answers: on one day of one club until it is full (`day`),
 * or over the next 90 days and every court of the three demo clubs (`spread`, so most succeed).
 * Prints logins and bookings per second, 409s, latency and each API process's peak resident
 * memory, then counts overlapping active bookings in the database: any overlap, lost or phantom
 * row, 5xx or other unexpected answer makes it exit 1. The database is made on BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.
 * `--hold-minutes 1` lets holds lapse during a run, so their release races too.
 */
import { performance } from 'node:perf_hooks';
import { buildApi, startApiProcesses } from './contention/api-processes';
import {
  backendCpuSeconds,
  countBookings,
  createDatabase,
  PLAYER_PASSWORD,
} from './contention/database';
import { createHttpClient, type HttpClient } from './contention/http';
import { runLoad } from './contention/load';
import { watchMemory } from './contention/memory';
import { readOptions } from './contention/options';
import { printProcesses, printReport, problems, summarise } from './contention/report';
import { prepareScenario } from './contention/scenarios';

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

async function main(): Promise<number> {
  const options = readOptions();
  buildApi();
  const database = await createDatabase(options.serverUrl);
  cleanups.push(database.drop);
  const api = await startApiProcesses(
    database.url,
    options.processes,
    { BOOKING_HOLD_MINUTES: String(options.holdMinutes) },
    // e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': each API process writes its profile on exit.
    process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean),
  );
  cleanups.push(api.stop);
  const http = createHttpClient(options.clients);
  cleanups.push(() => {
    http.close();
    return Promise.resolve();
  });

  const scenario = await prepareScenario(options, database.url);
  const loginCpu = watchMemory(api.pids[0] ?? 0);
  const loginStarted = performance.now();
  const tokens = await logIn(http, api.origins, scenario.playerEmails, scenario.loginLocation);
  const loginSeconds = (performance.now() - loginStarted) / 1000;
  const loginCpuSeconds = (await loginCpu.stop()).reduce((sum, p) => sum + p.cpuSeconds, 0);
  console.info(
    `${tokens.length} logins, ${LOGINS_AT_ONCE} at once: ${(tokens.length / loginSeconds).toFixed(1)}/s, API ${((1000 * loginCpuSeconds) / tokens.length).toFixed(1)} ms CPU a login (argon2id)`,
  );

  console.info(
    `${options.clients} clients for ${options.durationSeconds} s, holds of ${options.holdMinutes} min, ${options.processes} API processes (${api.origins.join(', ')}), database ${database.name}, ${scenario.description}`,
  );
  const memory = watchMemory(api.pids[0] ?? 0);
  const databaseCpuBefore = await backendCpuSeconds(database.url);
  const load = await runLoad({
    http,
    origins: api.origins,
    tokens,
    nextBooking: scenario.nextBooking,
    durationSeconds: options.durationSeconds,
  });
  const processes = await memory.stop();
  const databaseCpuAfter = await backendCpuSeconds(database.url);
  let databaseCpuSeconds = 0;
  for (const [pid, seconds] of databaseCpuAfter)
    databaseCpuSeconds += seconds - (databaseCpuBefore.get(pid) ?? 0);
  const counts = await countBookings(database.url);
  const summary = summarise(load);
  printReport(scenario.heading, summary, counts, scenario.courtHours, load);
  printProcesses(processes, databaseCpuSeconds, summary);

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
