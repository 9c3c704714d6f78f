import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshPostgres, serverSettings } from '../helpers/fresh-postgres';
import { startServer, type RunningServer } from '../helpers/server-process';

/** The API workers the primary started (its other children, such as esbuild's service, aside). */
const workerPids = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('server.ts'))
      .map((line) => Number.parseInt(line.trim(), 10));
  } catch {
    return []; // ps exits 1 when there are none
  }
};

async function until<T>(read: () => T, accept: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return read();
}

/** API_PROCESSES=2: two workers behind one port, replaced when one dies, closed together. */
describe('several API processes on one port', () => {
  const target = inject('testDatabase');
  const cleanups: (() => Promise<unknown>)[] = [];
  let server: RunningServer;

  beforeAll(async () => {
    if (target.kind !== 'postgres') throw new Error('this file needs TEST_DATABASE=postgres');
    const database = await createFreshPostgres(target.adminUrl);
    cleanups.push(database.drop);
    server = await startServer({ ...serverSettings(database), API_PROCESSES: '2' });
    cleanups.push(() => server.stop());
  }, 90_000);

  afterAll(async () => {
    for (const cleanUp of cleanups.reverse()) await cleanUp();
  });

  // A new connection each time: a kept-alive one from before the kill can meet the server's idle
  // timeout (5 s) in the instant it is reused, which a loaded machine's slow restart made likely.
  const healthy = () =>
    new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${server.url}/api/health/`, { agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });

  it('serves from two workers, replaces one that is killed, and closes them all on SIGTERM', async () => {
    const workers = workerPids(server.pid);
    expect(workers).toHaveLength(2);
    expect(await Promise.all(Array.from({ length: 20 }, healthy))).toEqual(Array(20).fill(200));

    // A connection the primary hands to the dying worker in that instant is lost, as in any crash;
    // once the primary has seen the exit it starts another worker and the port serves on.
    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until(
      () => workerPids(server.pid),
      (pids) => pids.length === 2 && !pids.includes(workers[0]!),
    );
    expect(replaced).toHaveLength(2);
    expect(replaced).toContain(workers[1]);
    expect(await Promise.all(Array.from({ length: 20 }, healthy))).toEqual(Array(20).fill(200));

    expect(await server.stop()).toBe(0);
    expect(workerPids(server.pid)).toEqual([]);
  }, 90_000);
});
