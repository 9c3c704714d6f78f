import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Sent as is instead of JSON. */
  raw?: string;
}

export interface TestApiServer {
  /** Base URL including the /api prefix, for VITE_API_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

export type Replier = (request: RecordedRequest) => Reply | Promise<Reply>;

const notFound: Reply = { status: 404, body: { code: 404, message: 'Not found', data: null } };

/** A request's key in a `byRoute` table: "METHOD /path", the query string left off. */
export const routeKey = ({ method, url }: Pick<RecordedRequest, 'method' | 'url'>) =>
  `${method} ${url.split('?')[0] ?? ''}`;

/**
 * Answers by "METHOD /path" (the query string ignored), 404 for anything else.
 * A reply may be a promise, so a test can hold an answer back (e.g. to see 'Loading...').
 */
export function byRoute(table: Record<string, Replier | Reply>): Replier {
  return (request) => {
    const entry = table[routeKey(request)];
    if (entry === undefined) return notFound;
    return typeof entry === 'function' ? entry(request) : entry;
  };
}

/** A promise the test resolves when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A real HTTP server on 127.0.0.1 with a random port, answering with `reply`. */
export async function startApiServer(reply: Replier = () => notFound): Promise<TestApiServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      void Promise.resolve(reply(recorded)).then(({ status, body, raw }) => {
        if (res.destroyed) return;
        res.writeHead(status, {
          'Content-Type': raw === undefined ? 'application/json' : 'text/html',
        });
        res.end(raw ?? (body === undefined ? '' : JSON.stringify(body)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A base URL where nothing listens: requests fail like a dropped connection. */
export async function unreachableBaseUrl(): Promise<string> {
  const server = await startApiServer();
  await server.close();
  return server.baseUrl;
}

/**
 * For a file of screen tests: `serve` starts the test's API server (a replier, or a table for
 * `byRoute`) and points the app at it through VITE_API_BASE_URL; after each test it is closed and
 * the variable restored. `requests` are the running server's.
 */
export function apiServerPerTest() {
  let server: TestApiServer | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await server?.close();
    server = undefined;
  });
  return {
    // A property, not a method: tests take it off the object (`const serve = testApi.serve`).
    serve: async (
      reply: Replier | Record<string, Replier | Reply> = () => notFound,
    ): Promise<TestApiServer> => {
      server = await startApiServer(typeof reply === 'function' ? reply : byRoute(reply));
      vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
      return server;
    },
    get requests(): RecordedRequest[] {
      return server?.requests ?? [];
    },
  };
}

/** A successful answer as the API gives it: `fields` beside `code` and `message`. */
export const ok = (fields: object, message = 'OK', status = 200): Reply => ({
  status,
  body: { code: status, message, ...fields },
});

/** A refusal as the API gives it: the status, what it says, and no data. */
export const refuse = (status: number, message: string): Reply => ({
  status,
  body: { code: status, message, data: null },
});
