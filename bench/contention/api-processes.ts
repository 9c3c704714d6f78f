/**
 * The built API (apps/api/dist/server.js) as several processes behind one port (API_PROCESSES:
 * a Node cluster) sharing one PostgreSQL database, the way a deployment runs them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');

/** esbuild bundles the API in about a second: build every time rather than measure a stale one. */
export function buildApi(): void {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('building the API failed (npm run build -w apps/api)');
}

export interface ApiProcesses {
  /** http://127.0.0.1:<port> the processes share. */
  origins: string[];
  /** The process the bench started (with API_PROCESSES > 1, the cluster primary). */
  pids: number[];
  /** Stops every process (SIGTERM, then SIGKILL after 15 s) and removes their data folder. */
  stop: () => Promise<void>;
}

interface Running {
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts `count` API processes on one free port; resolves once all listen (or stops them).
 * `nodeFlags` go before the entry point, and cluster workers inherit them (e.g. `--cpu-prof`).
 */
export async function startApiProcesses(
  databaseUrl: string,
  count: number,
  settings: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<ApiProcesses> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtbook-contention-'));
  await mkdir(path.join(dataDir, 'uploads'));
  const started = await Promise.allSettled([
    startOne(
      {
        ...settings,
        API_PROCESSES: String(count),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
      },
      nodeFlags,
    ),
  ]);
  const running = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stopAll = async () => {
    await Promise.all(running.map((p) => p.stop()));
    await rm(dataDir, { recursive: true, force: true });
  };
  const failure = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  return {
    origins: running.map((p) => p.origin),
    pids: running.map((p) => p.pid),
    stop: stopAll,
  };
}

function startOne(settings: Record<string, string>, nodeFlags: string[]): Promise<Running> {
  const child = spawn(process.execPath, [...nodeFlags, serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-contention-secret-bench-contention-secret',
      PAYMENT_PROVIDER: 'local',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: '0',
      RATE_LIMIT_MULTIPLIER: '0',
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`an API process did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      // Keep draining both pipes (a full pipe would stall the server); its warnings stay visible.
      for (const stream of [child.stdout, child.stderr]) {
        stream?.off('data', onData);
        stream?.pipe(process.stderr, { end: false });
      }
      resolve({
        origin: `http://127.0.0.1:${port}`,
        pid: child.pid ?? 0,
        stop: () => stop(child),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`an API process exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
