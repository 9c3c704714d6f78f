import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A Redis server of the test's own (never the shared one), that the test can stop and start. */
export interface OwnRedis {
  url: string;
  /** A client of the test's, to look at what the app stored. */
  client: () => Redis;
  /** Kills the server, as a crash does; its data is gone (nothing is kept on disk). */
  kill: () => Promise<void>;
  /** Starts it again on the same port. */
  start: () => Promise<void>;
  close: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server = await launch(port);
  const clients: Redis[] = [];
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    client: () => {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      client.on('error', () => {}); // the test kills the server on purpose
      clients.push(client);
      return client;
    },
    kill: () => stop(server),
    start: async () => {
      server = await launch(port);
    },
    close: async () => {
      for (const client of clients) client.disconnect();
      await stop(server);
    },
  };
}
