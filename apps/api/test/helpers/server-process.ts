import { spawn, type ChildProcess } from 'node:child_process';
import { apiRoot } from '../../src/paths';

export interface RunningServer {
  url: string;
  pid: number;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** Sends SIGKILL, as a crash or an out-of-memory kill does, and resolves once it is gone. */
  kill: () => Promise<void>;
}

export interface ServerProcessOptions {
  /** The umask the server starts under, as a shell would set it (022 is the usual default). */
  umask?: string;
}

/** Runs src/server.ts as its own process, the way `npm start` does, and waits until it listens. */
export function startServer(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<RunningServer> {
  const child = spawnServer(env, options);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 110_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          pid: child.pid!,
          output: () => output,
          stop: () => stop(child, 'SIGTERM'),
          kill: async () => {
            await stop(child, 'SIGKILL');
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(env);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

function spawnServer(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): ChildProcess {
  const command = [process.execPath, '--import', 'tsx', 'src/server.ts'];
  // exec: the shell becomes the server, so signals reach it and its exit code is the server's.
  const [file, ...args] = options.umask
    ? ['/bin/sh', '-c', `umask ${options.umask} && exec "$@"`, 'sh', ...command]
    : command;
  return spawn(file!, args, {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
