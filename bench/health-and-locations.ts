/**
 * `npm run bench`: GET /api/health/ and GET /api/all_locations/ against a bare Fastify "hello"
 * route measured in the same run, printed as ratios (absolute figures vary between machines).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune each run.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const servers = spawn(
  process.execPath,
  ['--import', 'tsx', new URL('./servers.ts', import.meta.url).pathname],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  },
);
const [line] = (await once(servers.stdout, 'data')) as [Buffer];
const ports = JSON.parse(line.toString()) as { hello: number; app: number; database: string };

async function measure(title: string, url: string) {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  const rows = [
    await measure('hello (baseline)', `http://127.0.0.1:${ports.hello}/hello`),
    await measure('GET /api/health/', `http://127.0.0.1:${ports.app}/api/health/`),
    await measure('GET /api/all_locations/', `http://127.0.0.1:${ports.app}/api/all_locations/`),
  ];
  const baseline = rows[0]?.rps ?? 1;
  console.info(`\n${connections} connections, ${seconds} s each, database: ${ports.database}\n`);
  console.info('route                      req/s    p50 ms  p99 ms  ratio to hello');
  for (const row of rows) {
    console.info(
      `${row.title.padEnd(26)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)}  ${(row.rps / baseline).toFixed(2)}`,
    );
  }
} finally {
  servers.kill('SIGTERM');
}
