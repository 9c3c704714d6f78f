import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';

export interface Servers {
  /** The bare "hello" route, the baseline every figure is a ratio to. */
  hello: string;
  /** The API's origin. */
  app: string;
  database: 'pglite' | 'postgres';
  logIn(email: string, extra?: Record<string, unknown>): Promise<string>;
  stop(): void;
}

/** Starts bench/compared-servers.ts in a child process (so the load generator has its own event loop). */
export async function startServers(env: Record<string, string>): Promise<Servers> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('../compared-servers.ts', import.meta.url).pathname],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  const ports = JSON.parse(line.toString()) as {
    hello: number;
    app: number;
    database: Servers['database'];
  };
  const app = `http://127.0.0.1:${ports.app}`;
  return {
    hello: `http://127.0.0.1:${ports.hello}/hello`,
    app,
    database: ports.database,
    async logIn(email, extra = {}) {
      const res = await fetch(`${app}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Demo1234!', ...extra }),
      });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { access_token: string } }).data.access_token;
    },
    stop() {
      child.kill('SIGTERM');
    },
  };
}

export interface Figures {
  title: string;
  rps: number;
  p50: number;
  p99: number;
}

/** A 2 s warm-up, then `seconds` of load; any answer other than 2xx fails the run. */
export async function measure(
  title: string,
  request: Omit<autocannon.Options, 'connections' | 'duration'>,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Figures> {
  // A slow answer is a figure to report, not an error: wait up to 30 s for each.
  await autocannon({ ...request, connections, duration: 2, timeout: 30 });
  const result = await autocannon({ ...request, connections, duration: seconds, timeout: 30 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
